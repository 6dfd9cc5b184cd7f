import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

export const CONSENT_VERSION = '1.0';
const consentSchema = z.object({
  accepted: z.boolean(),
  timestamp: z.string(),
  version: z.literal(CONSENT_VERSION),
});
export type ConsentRecord = z.infer<typeof consentSchema>;

export function readConsent(): ConsentRecord | undefined {
  return readStored('cookieConsent', consentSchema);
}

/** `accepted` is true for "accept all", false for "necessary only"; either way the choice is made. */
export function storeConsent(accepted: boolean, now = new Date()): ConsentRecord {
  const record: ConsentRecord = {
    accepted,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
  writeStored('cookieConsent', record);
  return record;
}
