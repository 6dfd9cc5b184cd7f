import type { LoginPasskey, Passkey } from '@havhjaelp/common/passkeys';
import type { PasskeyTable } from './tables';

/** A passkey as its owner's settings show it (SPEC.md section 3 "Passkey"). */
export function toPasskey(row: PasskeyTable): Passkey {
  return {
    id: row.id,
    device_name: row.device_name,
    device_type: row.device_type,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

/** A passkey as the login's selection list shows it. */
export function toLoginPasskey(row: PasskeyTable): LoginPasskey {
  return {
    id: row.id,
    deviceName: row.device_name,
    deviceType: row.device_type,
    lastUsedAt: row.last_used_at,
  };
}

/** The transports a passkey was registered with, as WebAuthn's options name them. */
export function transportsOf(row: PasskeyTable): string[] {
  return JSON.parse(row.transports) as string[];
}

/** A passkey as the browser is told of it: to exclude at registration, to allow at login. */
export function toDescriptor(row: PasskeyTable) {
  return { id: row.credential_id, transports: transportsOf(row) };
}
