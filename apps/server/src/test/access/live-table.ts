export type LiveAnswer = 'subscribe' | 'refused';

/**
 * Who may follow a topic of the live channel. A topic with `{id}` is filled with a user id
 * (`self` is that user, `member` anyone else), with the accepted request's chat id
 * (`participant` is its owner and its helper, `member` anyone else, the administrator included),
 * or with the seeded forum topic's id (`member` is anyone logged in).
 */
export type LiveRow = { path: string } & (
  | { fills: 'nothing'; may: { anonymous: LiveAnswer; member: LiveAnswer } }
  | { fills: 'user'; may: { anonymous: LiveAnswer; member: LiveAnswer; self: LiveAnswer } }
  | { fills: 'chat'; may: { anonymous: LiveAnswer; member: LiveAnswer; participant: LiveAnswer } }
  | { fills: 'forum-topic'; may: { anonymous: LiveAnswer; member: LiveAnswer } }
);

/** Patterns no one may follow, whatever the rules: wildcards would widen access past them. */
export const WILDCARD_TOPICS: readonly string[] = [
  '#',
  '{root}/#',
  '+/help/new',
  '{root}/+/new',
  '{root}/help/+/chat',
  '{root}/user/+/messages',
  '{root}/forum/topic/+',
  '{root}/forum/#',
];
