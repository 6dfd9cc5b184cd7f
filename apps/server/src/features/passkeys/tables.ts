import type { PasskeyDeviceType } from '@havhjaelp/common/passkeys';

export interface PasskeyTable {
  id: string;
  user_id: string;
  /** base64url */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of transport names. */
  transports: string;
  device_name: string;
  device_type: PasskeyDeviceType;
  created_at: string;
  last_used_at: string | null;
}

export type ChallengePurpose = 'register' | 'login';

/** A challenge handed out and not yet answered; the answer deletes it. */
export interface PasskeyChallengeTable {
  challenge: string;
  purpose: ChallengePurpose;
  session_hash: string | null;
  user_id: string | null;
  passkey_id: string | null;
  expires_at: string;
}

/** Passkeys and their open challenges. */
export interface PasskeysTables {
  passkeys: PasskeyTable;
  passkey_challenges: PasskeyChallengeTable;
}
