import { z } from 'zod';
import { readStored, writeStored } from './storage';

/** A choice the user made once per browser: `{accepted, timestamp, version}` (SPEC.md section 3). */
export interface AcceptanceRecord<V extends string> {
  accepted: boolean;
  timestamp: string;
  version: V;
}

/** Reader and writer of one such record; a record of another version counts as not made. */
export function acceptanceStore<V extends string>(key: string, version: V) {
  const schema = z.object({
    accepted: z.boolean(),
    timestamp: z.string(),
    version: z.literal(version),
  });
  return {
    read: (): AcceptanceRecord<V> | undefined =>
      readStored(key, schema) as AcceptanceRecord<V> | undefined,
    store: (accepted: boolean, now = new Date()): AcceptanceRecord<V> => {
      const record = { accepted, timestamp: now.toISOString(), version };
      writeStored(key, record);
      return record;
    },
  };
}
