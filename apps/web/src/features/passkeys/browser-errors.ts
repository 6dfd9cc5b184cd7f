import { PASSKEY_FAILURES } from '@havhjaelp/common/passkeys-texts';

/** The two ceremonies a browser runs: making a passkey, and logging in with one. */
export type Ceremony = 'register' | 'login';

/**
 * The error codes @simplewebauthn/browser puts on what `navigator.credentials` threw (its
 * WebAuthnError), read by shape so this mapping stays a pure function of what was thrown.
 */
interface CodedError {
  code: string;
  cause?: unknown;
}

const nameOf = (error: unknown): string | undefined =>
  error instanceof Error || error instanceof DOMException ? error.name : undefined;

const isCoded = (error: unknown): error is CodedError =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof (error as CodedError).code === 'string';

/**
 * Whether the person stopped the ceremony (closed the browser's dialog, let it time out, or did
 * not verify), or the page stopped it. Browsers report all of these as NotAllowedError on purpose,
 * so a page cannot tell "no passkey here" from "no" (WebAuthn's privacy considerations), and
 * SimpleWebAuthn passes that error through as its cause.
 */
function wasCancelled(error: unknown): boolean {
  if (isCoded(error)) {
    if (error.code === 'ERROR_CEREMONY_ABORTED') return true;
    if (error.code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') return wasCancelled(error.cause);
    return false;
  }
  const name = nameOf(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** What a failed browser ceremony says (SPEC.md section 8), in Danish but for the spec's one English text. */
export function browserErrorText(error: unknown, ceremony: Ceremony): string {
  if (error instanceof Error && error.message === PASSKEY_FAILURES.unsupported) {
    return PASSKEY_FAILURES.unsupported;
  }
  if (wasCancelled(error)) {
    return ceremony === 'login'
      ? PASSKEY_FAILURES.loginCancelled
      : PASSKEY_FAILURES.registerCancelled;
  }
  if (isCoded(error) && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return PASSKEY_FAILURES.alreadyRegistered;
  }
  return PASSKEY_FAILURES.verify;
}
