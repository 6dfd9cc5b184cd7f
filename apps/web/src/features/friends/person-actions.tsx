import type { Relation } from '@havhjaelp/common/friends';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  useAcceptRequest,
  useBlockUser,
  useRejectRequest,
  useRemoveFriend,
  useSendRequest,
} from './api';
import { openDirectChat } from './direct-chat';
import { ACTION_LABELS, relationActions, type RelationAction } from './relation';

/** Someone a row is about: the id the calls take and the name the dialogs say. */
export interface Person {
  userId: string;
  username: string;
}

/** The buttons of a relation's state: add, accept or reject, cancel, or write to a friend. */
export function RelationButtons({ person, relation }: { person: Person; relation: Relation }) {
  const send = useSendRequest();
  const accept = useAcceptRequest();
  const reject = useRejectRequest('Anmodningen er afvist');
  const cancel = useRejectRequest('Anmodningen er annulleret');
  const busy = send.isPending || accept.isPending || reject.isPending || cancel.isPending;
  const requestId = 'requestId' in relation ? relation.requestId : null;
  const run: Record<RelationAction, () => void> = {
    add: () => send.mutate(person.userId),
    accept: () => requestId && accept.mutate(requestId),
    reject: () => requestId && reject.mutate(requestId),
    cancel: () => requestId && cancel.mutate(requestId),
    chat: () => openDirectChat(person.userId),
  };
  return relationActions(relation).map((action) => (
    <button
      key={action}
      type="button"
      className={`button ${action === 'add' || action === 'accept' ? 'button-primary' : ''}`}
      disabled={busy}
      onClick={run[action]}
    >
      {ACTION_LABELS[action]}
    </button>
  ));
}

/** Ends a friendship after asking; our direct chat's window closes with it. */
export function RemoveFriendButton({ person }: { person: Person }) {
  const remove = useRemoveFriend();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        Fjern ven
      </button>
      <ConfirmDialog
        open={asking}
        title={`Fjern ${person.username} som ven?`}
        confirmLabel="Fjern ven"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(person.userId);
        }}
      >
        I er ikke længere venner, jeres direkte chat lukkes, og {person.username} ser ikke længere
        din præcise position. I kan blive venner igen med en ny anmodning.
      </ConfirmDialog>
    </>
  );
}

/** Blocks someone after asking what it means; they are never told (SPEC.md section 1). */
export function BlockButton({ person }: { person: Person }) {
  const block = useBlockUser();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={block.isPending}
        onClick={() => setAsking(true)}
      >
        Blokér
      </button>
      <ConfirmDialog
        open={asking}
        title={`Blokér ${person.username}?`}
        confirmLabel="Blokér"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          block.mutate(person.userId);
        }}
      >
        Et venskab og åbne anmodninger mellem jer ophører. {person.username} kan ikke sende dig
        anmodninger eller beskeder og finder dig ikke i Bådfolk eller søgningen. {person.username}{' '}
        får ikke besked om blokeringen, og du kan fjerne den igen under Venner.
      </ConfirmDialog>
    </>
  );
}
