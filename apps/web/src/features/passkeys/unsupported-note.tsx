import { PASSKEY_FAILURES } from '@havhjaelp/common/passkeys-texts';

/** Said where passkeys would be offered in a browser without WebAuthn (SPEC.md keeps it English). */
export function UnsupportedNote() {
  return (
    <p className="muted" lang="en">
      {PASSKEY_FAILURES.unsupported}
    </p>
  );
}
