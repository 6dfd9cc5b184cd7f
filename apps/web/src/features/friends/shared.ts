import { ROUTES } from '@havhjaelp/common/routes';

// What the first view's part of the feature (its live listener) shares with the page, apart from
// the page and the endpoints' schemas, which the first view must not carry.

/**
 * The root every friends query key shares (`endpointKey` puts the feature first): the live
 * listener refreshes them all by it.
 */
export const FRIENDS_ROOT = ['friends'] as const;

/** The page's tab of requests, where a new request's toast leads. */
export const REQUESTS_TAB = 'anmodninger';
export const REQUESTS_LINK = `${ROUTES.friends}?tab=${REQUESTS_TAB}`;
