import type { DirectoryUser } from '@havhjaelp/common/friends';
import { BlockButton, RelationButtons } from './person-actions';
import { displayName, RELATION_TEXT } from './relation';

/** A test account, so nobody takes it for a real boater (SPEC.md section 2). */
export function TestBadge() {
  return (
    <span className="test-badge" title="Testbruger">
      TEST
    </span>
  );
}

/** A boater in the directory or the search: who, their boat, where we stand, and what to do. */
export function PersonRow({ user }: { user: DirectoryUser }) {
  const state = RELATION_TEXT[user.relation.state];
  return (
    <li className="person-row" data-relation={user.relation.state}>
      <div className="person-main">
        <span className="person-name">
          <strong>{displayName(user)}</strong> {user.isTestUser && <TestBadge />}
        </span>
        <span className="small muted">{user.boatName || 'Ingen båd angivet'}</span>
        {state && <span className="relation-state small">{state}</span>}
      </div>
      <div className="person-actions">
        <RelationButtons person={user} relation={user.relation} />
        <BlockButton person={user} />
      </div>
    </li>
  );
}

/** The rows of a list of boaters, or what to say when there are none. */
export function PeopleList({
  users,
  label,
  empty,
}: {
  users: readonly DirectoryUser[];
  label: string;
  empty: string;
}) {
  if (users.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="person-list" aria-label={label}>
      {users.map((user) => (
        <PersonRow key={user.userId} user={user} />
      ))}
    </ul>
  );
}
