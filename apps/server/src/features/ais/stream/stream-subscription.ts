// Reads a client's subscription to /api/ais/stream: JSON, the shape aisstream takes, the key.
import {
  AIS_STREAM_ERRORS,
  MAX_BOUNDING_BOXES,
  aisSubscriptionSchema,
  type AisSubscription,
} from '@havhjaelp/common/ais';

/** A subscription message larger than this is refused unread. */
export const MAX_SUBSCRIPTION_BYTES = 16 * 1024;

export type SubscriptionResult =
  { ok: true; subscription: AisSubscription } | { ok: false; error: string };

export function readSubscription(data: Buffer, clientKey: string): SubscriptionResult {
  if (data.length > MAX_SUBSCRIPTION_BYTES) return { ok: false, error: AIS_STREAM_ERRORS.tooLarge };
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return { ok: false, error: AIS_STREAM_ERRORS.badJson };
  }
  if (tooManyBoxes(json)) return { ok: false, error: AIS_STREAM_ERRORS.tooManyBoxes };
  const parsed = aisSubscriptionSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: AIS_STREAM_ERRORS.badSubscription };
  if (parsed.data.APIKey !== clientKey) return { ok: false, error: AIS_STREAM_ERRORS.badKey };
  return { ok: true, subscription: parsed.data };
}

function tooManyBoxes(json: unknown): boolean {
  if (typeof json !== 'object' || json === null || !('BoundingBoxes' in json)) return false;
  const boxes = json.BoundingBoxes;
  return Array.isArray(boxes) && boxes.length > MAX_BOUNDING_BOXES;
}
