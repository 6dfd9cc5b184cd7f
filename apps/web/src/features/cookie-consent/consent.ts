import { acceptanceStore } from '../../lib/acceptance';

const consent = acceptanceStore('cookieConsent', '1.0');

export const readConsent = consent.read;

/** `accepted` is true for "accept all", false for "necessary only"; either way the choice is made. */
export const storeConsent = consent.store;
