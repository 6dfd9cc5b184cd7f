/** The help feature's query keys: every list, request, offer list and chat lives under `help`. */
export const helpKeys = {
  all: ['help'] as const,
  lists: ['help', 'list'] as const,
  list: (loggedIn: boolean) => ['help', 'list', loggedIn] as const,
  /** The pages of ended calls older than a list's window, from the cursor it gave on. */
  ended: (loggedIn: boolean, from: string) => ['help', 'ended', loggedIn, from] as const,
  request: (id: string) => ['help', 'request', id] as const,
  responses: (id: string) => ['help', 'responses', id] as const,
  chat: (id: string) => ['help', 'chat', id] as const,
  testimonials: ['help', 'testimonials'] as const,
};
