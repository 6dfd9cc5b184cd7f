import type { Relation } from '@havhjaelp/common/friends';
import { describe, expect, it } from 'vitest';
import { displayName, relationActions, RELATION_TEXT, type RelationAction } from './relation';

describe('the directory row of each relation', () => {
  const table: ReadonlyArray<readonly [Relation, readonly RelationAction[], string | null]> = [
    [{ state: 'none' }, ['add'], null],
    [{ state: 'received', requestId: 'r1' }, ['accept', 'reject'], 'Vil være din ven'],
    [{ state: 'sent', requestId: 'r2' }, ['cancel'], 'Anmodning sendt'],
    [{ state: 'friend' }, ['chat'], 'Ven'],
  ];
  it.each(table)('%o offers %o and reads %s', (relation, actions, text) => {
    expect(relationActions(relation)).toEqual(actions);
    expect(RELATION_TEXT[relation.state]).toBe(text);
  });
});

describe('displayName', () => {
  it.each([
    [{ username: 'ole', firstName: 'Ole', lastName: 'Hansen' }, 'ole (Ole Hansen)'],
    [{ username: 'ole', firstName: 'Ole', lastName: '' }, 'ole (Ole)'],
    // The directory leaves a stranger's name empty: only the username is shown.
    [{ username: 'ukendt', firstName: '', lastName: '' }, 'ukendt'],
  ])('%o reads %s', (user, shown) => {
    expect(displayName(user)).toBe(shown);
  });
});
