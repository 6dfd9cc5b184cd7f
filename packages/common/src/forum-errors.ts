import { errorTable } from './errors';

// The forum's error codes, apart from its schemas, so the error table every screen carries brings
// nothing else of the forum along.

/** The forum's refusals (SPEC.md section 8: 'Emne ikke fundet'). */
export const FORUM_ERRORS = errorTable({
  FORUM_TOPIC_NOT_FOUND: { status: 404, message: 'Emne ikke fundet' },
  FORUM_CATEGORY_NOT_FOUND: { status: 404, message: 'Kategorien findes ikke' },
  FORUM_POST_NOT_FOUND: { status: 404, message: 'Indlægget findes ikke' },
  FORUM_TOPIC_LOCKED: {
    status: 409,
    message: 'Emnet er låst, så der kan ikke skrives nye svar',
  },
  FORUM_AUTHOR_ONLY: {
    status: 403,
    message: 'Kun den, der oprettede emnet, kan markere et svar som løsning',
  },
  FORUM_MODERATOR_ONLY: { status: 403, message: 'Det kan kun en moderator' },
  FORUM_DELETE_NOT_ALLOWED: {
    status: 403,
    message: 'Du kan kun slette dine egne indlæg',
  },
  FORUM_TOPIC_HAS_REPLIES: {
    status: 409,
    message: 'Emnet har svar fra andre og kan ikke slettes',
  },
  FORUM_SOLUTION_NOT_IN_TOPIC: {
    status: 400,
    message: 'Svaret hører ikke til dette emne',
  },
  FORUM_TOO_MANY_POSTS: {
    status: 429,
    message: 'Du har skrevet mange indlæg på kort tid. Vent et øjeblik, og prøv igen.',
  },
});
