import { ROUTES } from '@havhjaelp/common/routes';

/** The page's tab of requests, where a new request's toast leads. */
export const REQUESTS_TAB = 'anmodninger';
export const REQUESTS_LINK = `${ROUTES.friends}?tab=${REQUESTS_TAB}`;
