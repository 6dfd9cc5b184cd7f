export type LiveAnswer = 'subscribe' | 'refused';

/**
 * Who may follow a topic of the live channel. A topic with `{id}` is filled with a user id
 * (`self` is that user, `member` anyone else) or with the accepted request's chat id
 * (`participant` is its owner and its helper, `member` anyone else, the administrator included).
 */
export type LiveRow = { path: string } & (
  | { fills: 'nothing'; may: { anonymous: LiveAnswer; member: LiveAnswer } }
  | { fills: 'user'; may: { anonymous: LiveAnswer; member: LiveAnswer; self: LiveAnswer } }
  | { fills: 'chat'; may: { anonymous: LiveAnswer; member: LiveAnswer; participant: LiveAnswer } }
);

/** Every topic the features declare; no client may publish on any of them. */
export const LIVE_TABLE: readonly LiveRow[] = [
  { path: 'help/new', fills: 'nothing', may: { anonymous: 'subscribe', member: 'subscribe' } },
  { path: 'help/update', fills: 'nothing', may: { anonymous: 'subscribe', member: 'subscribe' } },
  { path: 'help/response', fills: 'nothing', may: { anonymous: 'refused', member: 'subscribe' } },
  {
    path: 'help/{id}/chat',
    fills: 'chat',
    may: { anonymous: 'refused', member: 'refused', participant: 'subscribe' },
  },
  {
    path: 'user/{id}/messages',
    fills: 'user',
    may: { anonymous: 'refused', member: 'refused', self: 'subscribe' },
  },
];

/** Patterns no one may follow, whatever the rules: wildcards would widen access past them. */
export const WILDCARD_TOPICS: readonly string[] = [
  '#',
  '{root}/#',
  '+/help/new',
  '{root}/+/new',
  '{root}/help/+/chat',
  '{root}/user/+/messages',
];
