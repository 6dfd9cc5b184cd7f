import webpush from 'web-push';
import type { Db } from '../../db/database';
import * as repo from './repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The application server's keys: the configured pair, else the one kept in the database, made
 * there by the first instance that needed one. Every instance reads the pair that won, so a
 * browser's subscription made through one instance is signed for by all.
 */
export function vapidKeysSource(
  db: Db,
  configured: VapidKeys | undefined,
  now: () => Date,
): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    if (configured) return configured;
    const kept = await repo.vapidKeys(db);
    if (kept) return { publicKey: kept.public_key, privateKey: kept.private_key };
    await repo.insertVapidKeysIfNone(db, webpush.generateVAPIDKeys(), now().toISOString());
    const won = await repo.vapidKeys(db);
    if (!won) throw new Error('push: the VAPID keys were not kept');
    return { publicKey: won.public_key, privateKey: won.private_key };
  };
  return () => {
    // A failed read is tried afresh next time, not remembered.
    keys ??= load().catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
}
