import type { Relation } from '@havhjaelp/common/friends';

/** What a person can do about another in the directory and the search (SPEC.md section 2). */
export type RelationAction = 'add' | 'accept' | 'reject' | 'cancel' | 'chat';

/**
 * The four states and their actions: anyone not yet connected can be asked, a request to me is
 * accepted or rejected, mine can be cancelled while it waits, and a friend is written to.
 */
export function relationActions(relation: Relation): readonly RelationAction[] {
  switch (relation.state) {
    case 'none':
      return ['add'];
    case 'received':
      return ['accept', 'reject'];
    case 'sent':
      return ['cancel'];
    case 'friend':
      return ['chat'];
  }
}

/** The state as a row says it; someone not yet connected needs no words, only the button. */
export const RELATION_TEXT: Record<Relation['state'], string | null> = {
  friend: 'Ven',
  received: 'Vil være din ven',
  sent: 'Anmodning sendt',
  none: null,
};

export const ACTION_LABELS: Record<RelationAction, string> = {
  add: 'Tilføj ven',
  accept: 'Acceptér',
  reject: 'Afvis',
  cancel: 'Annuller anmodning',
  chat: 'Skriv besked',
};

/** A person as a row names them: a friend's real name beside the username, never anyone else's. */
export function displayName(user: { username: string; firstName: string; lastName: string }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${user.username} (${name})` : user.username;
}
