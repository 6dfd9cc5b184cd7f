import { PASSKEY_LIMITS } from '@havhjaelp/common/passkeys-errors';
import type { PasskeyDeviceType } from '@havhjaelp/common/passkeys';
import { z } from 'zod';
import type { PasskeyChallengeTable, PasskeyTable } from './tables';

/** Who the passkeys are for: the site's host name, and the origin a browser reports. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of a deployment at `publicUrl` (PUBLIC_URL, as the browser opens it). */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Havhjælp' };
}

/** What a challenge is bound to: the session registering, or the e-mail's account and passkey. */
export type ChallengeBinding = Pick<PasskeyChallengeTable, 'purpose'> &
  Partial<Pick<PasskeyChallengeTable, 'session_hash' | 'user_id' | 'passkey_id'>>;

/** A challenge handed out `now`, bound as `binding` says, open for five minutes. */
export function openChallenge(
  challenge: string,
  now: Date,
  binding: ChallengeBinding,
): PasskeyChallengeTable {
  return {
    challenge,
    session_hash: null,
    user_id: null,
    passkey_id: null,
    ...binding,
    expires_at: new Date(now.getTime() + PASSKEY_LIMITS.challengeTtlMs).toISOString(),
  };
}

/**
 * The WebAuthn user handle of an account: its id. Stable, so the passkeys of one account are one
 * user to an authenticator, and opaque (a random UUID, no name or address in it).
 */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

const clientData = z.object({ challenge: z.string().min(1).max(128) });

/** The challenge a browser's clientDataJSON (base64url) answers, or undefined if it names none. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed = clientData.safeParse(
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data.challenge : undefined;
  } catch {
    return undefined;
  }
}

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** The transports worth keeping (WebAuthn's known ones), for the browser's hints at login. */
export function knownTransports(transports: readonly string[] | undefined): string[] {
  return [...new Set(transports ?? [])].filter((name) => TRANSPORTS.has(name));
}

/**
 * Platform (built into the device) or cross-platform (a key or a phone): what the browser says,
 * or, when it says nothing, what the transports tell (only a built-in authenticator is 'internal').
 */
export function deviceTypeOf(
  attachment: PasskeyDeviceType | undefined,
  transports: readonly string[],
): PasskeyDeviceType {
  if (attachment) return attachment;
  return transports.includes('internal') ? 'platform' : 'cross-platform';
}

/**
 * Whether a login's answer fits the challenge it answers: the passkey chosen by e-mail, a passkey
 * of the account the e-mail named, or (discoverable) the account the authenticator says it holds
 * the passkey for. A user handle, when sent, must be the passkey's account.
 */
export function answersChallenge(
  challenge: Pick<PasskeyChallengeTable, 'user_id' | 'passkey_id'>,
  passkey: Pick<PasskeyTable, 'id' | 'user_id'>,
  userHandle: string | undefined,
): boolean {
  if (challenge.passkey_id !== null && challenge.passkey_id !== passkey.id) return false;
  if (challenge.user_id !== null && challenge.user_id !== passkey.user_id) return false;
  if (userHandle !== undefined) {
    return Buffer.from(userHandle, 'base64url').equals(userHandleOf(passkey.user_id));
  }
  return challenge.user_id !== null;
}
