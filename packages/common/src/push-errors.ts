import { errorTable } from './errors';

// Apart from the schemas, so the error table every screen carries brings nothing else of push.

export const PUSH_ERRORS = errorTable({
  PUSH_ENDPOINT_NOT_ALLOWED: {
    status: 400,
    message: 'Push-adressen hører ikke til en kendt push-tjeneste',
  },
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Push-abonnementet findes ikke' },
});
