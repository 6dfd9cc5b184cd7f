import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { BlockedUser, Friend } from '@havhjaelp/common/friends';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { blockedQuery, friendsQuery, useUnblockUser } from './api';
import { openDirectChat } from './direct-chat';
import { BlockButton, RemoveFriendButton } from './person-actions';

/** 'Venner': my friends, each opening our direct chat, and the users I have blocked. */
export function FriendsTab({ userId }: { userId: string }) {
  const friends = useQuery(friendsQuery(userId));
  const now = useNow();
  return (
    <div className="stack">
      <section aria-labelledby="friends-list-title">
        <h2 id="friends-list-title">Mine venner</h2>
        {friends.isError && (
          <FormError>{errorText(friends.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
        )}
        {friends.isPending && <p aria-busy="true">Henter venner...</p>}
        {friends.data &&
          (friends.data.length === 0 ? (
            <p className="muted">
              Du har ingen venner endnu. Find andre sejlere under Bådfolk eller Søg.
            </p>
          ) : (
            <ul className="person-list" aria-label="Mine venner">
              {friends.data.map((friend) => (
                <FriendRow key={friend.friend_id} friend={friend} now={now} />
              ))}
            </ul>
          ))}
      </section>
      <BlockedList userId={userId} />
    </div>
  );
}

/** A friend: the row itself opens our direct chat; removing and blocking ask first. */
function FriendRow({ friend, now }: { friend: Friend; now: Date }) {
  const person = { userId: friend.friend_id, username: friend.friend_username };
  return (
    <li className="person-row" data-relation="friend">
      <button
        type="button"
        className="person-main friend-open"
        onClick={() => openDirectChat(friend.friend_id)}
      >
        <strong className="person-name">{friend.friend_username}</strong>
        <span className="small muted">{friend.boat_name || 'Ingen båd angivet'}</span>
        <span className="small muted">Blev venner {relativeTimeDa(friend.created_at, now)}</span>
        <span className="small friend-open-hint">Skriv besked</span>
      </button>
      <div className="person-actions">
        <RemoveFriendButton person={person} />
        <BlockButton person={person} />
      </div>
    </li>
  );
}

/** Whom I have blocked, each with its way back. */
function BlockedList({ userId }: { userId: string }) {
  const blocked = useQuery(blockedQuery(userId));
  const now = useNow();
  return (
    <section aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blokerede brugere</h2>
      {blocked.isError && (
        <FormError>{errorText(blocked.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      )}
      {blocked.data &&
        (blocked.data.length === 0 ? (
          <p className="muted">Du har ikke blokeret nogen.</p>
        ) : (
          <ul className="person-list" aria-label="Blokerede brugere">
            {blocked.data.map((user) => (
              <BlockedRow key={user.userId} user={user} now={now} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function BlockedRow({ user, now }: { user: BlockedUser; now: Date }) {
  const unblock = useUnblockUser();
  return (
    <li className="person-row">
      <div className="person-main">
        <strong className="person-name">{user.username}</strong>
        <span className="small muted">Blokeret {relativeTimeDa(user.blockedAt, now)}</span>
      </div>
      <div className="person-actions">
        <button
          type="button"
          className="button"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(user.userId)}
        >
          Fjern blokering
        </button>
      </div>
    </li>
  );
}
