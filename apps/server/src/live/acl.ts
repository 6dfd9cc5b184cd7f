/** Who may follow a topic. `self` and `participant` concern the id that fills `{id}`. */
export type TopicAccess =
  'public' | 'member' | 'self' | { participant: (id: string, userId: string) => Promise<boolean> };

/** One topic a feature publishes on, as a path under the topic root, with its access rule. */
export interface TopicRule {
  path: string;
  access: TopicAccess;
}

export type SubscriptionNeed =
  | { kind: 'allowed' }
  | { kind: 'refused' }
  | { kind: 'ask'; id: string; participant: (id: string, userId: string) => Promise<boolean> };

const ID = /^[A-Za-z0-9-]{1,64}$/;
const PLACEHOLDER = '{id}';

/**
 * The live channel's generic matcher: a topic is allowed only when it is `root/` plus one of the
 * features' paths exactly, with `{id}` filled by one id, and the rule's access holds. Wildcards
 * are refused outright, since any of them would widen access past the rules.
 */
export function subscriptionNeed(
  topic: string,
  root: string,
  rules: readonly TopicRule[],
  userId?: string,
): SubscriptionNeed {
  if (topic.includes('+') || topic.includes('#')) return { kind: 'refused' };
  if (!topic.startsWith(`${root}/`)) return { kind: 'refused' };
  const segments = topic.slice(root.length + 1).split('/');
  for (const rule of rules) {
    const id = matchPath(rule.path, segments);
    if (id === null) continue;
    return decide(rule.access, id, userId);
  }
  return { kind: 'refused' };
}

/** The id the topic fills in (undefined for a path without one), or null when it does not match. */
function matchPath(path: string, segments: string[]): string | undefined | null {
  const parts = path.split('/');
  if (parts.length !== segments.length) return null;
  let id: string | undefined;
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part === PLACEHOLDER) {
      if (!ID.test(segment)) return null;
      id = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return id;
}

function decide(access: TopicAccess, id: string | undefined, userId?: string): SubscriptionNeed {
  if (access === 'public') return { kind: 'allowed' };
  if (!userId) return { kind: 'refused' };
  if (access === 'member') return { kind: 'allowed' };
  if (id === undefined) return { kind: 'refused' };
  if (access === 'self') return id === userId ? { kind: 'allowed' } : { kind: 'refused' };
  return { kind: 'ask', id, participant: access.participant };
}
