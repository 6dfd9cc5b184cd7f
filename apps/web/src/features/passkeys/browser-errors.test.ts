import { PASSKEY_FAILURES } from '@havhjaelp/common/passkeys-texts';
import { WebAuthnError, type WebAuthnErrorCode } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { browserErrorText, type Ceremony } from './browser-errors';

/** What SimpleWebAuthn throws: its own error with a code, over what the browser threw. */
const coded = (code: WebAuthnErrorCode, causeName = 'UnknownError') =>
  new WebAuthnError({ message: code, code, cause: new DOMException('', causeName) });

const { loginCancelled, registerCancelled, alreadyRegistered, unsupported, verify } =
  PASSKEY_FAILURES;

describe('a failed browser ceremony, said as SPEC.md section 8 says it', () => {
  it.each<[string, unknown, Ceremony, string]>([
    // The person closed the browser's dialog, let it time out or did not verify.
    [
      'declined login',
      coded('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'NotAllowedError'),
      'login',
      loginCancelled,
    ],
    [
      'declined registration',
      coded('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'NotAllowedError'),
      'register',
      registerCancelled,
    ],
    // The page stopped it (another ceremony began).
    ['aborted login', coded('ERROR_CEREMONY_ABORTED', 'AbortError'), 'login', loginCancelled],
    [
      'aborted registration',
      coded('ERROR_CEREMONY_ABORTED', 'AbortError'),
      'register',
      registerCancelled,
    ],
    // What a browser throws past SimpleWebAuthn's mapping.
    ['a bare NotAllowedError', new DOMException('', 'NotAllowedError'), 'login', loginCancelled],
    ['a bare AbortError', new DOMException('', 'AbortError'), 'register', registerCancelled],
    [
      'this device holds one already',
      coded('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'InvalidStateError'),
      'register',
      alreadyRegistered,
    ],
    [
      'no WebAuthn in this browser',
      new Error('WebAuthn is not supported in this browser'),
      'login',
      unsupported,
    ],
    [
      'no WebAuthn, registering',
      new Error('WebAuthn is not supported in this browser'),
      'register',
      unsupported,
    ],
    // Anything else: the spec's fallback.
    [
      'a passed-through error of another kind',
      coded('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'SecurityError'),
      'login',
      verify,
    ],
    ['the authenticator failed', coded('ERROR_AUTHENTICATOR_GENERAL_ERROR'), 'register', verify],
    ['a wrong domain', coded('ERROR_INVALID_DOMAIN', 'SecurityError'), 'login', verify],
    [
      'no user verification',
      coded('ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT', 'ConstraintError'),
      'register',
      verify,
    ],
    ['some other error', new TypeError('x is undefined'), 'login', verify],
    ['not an error at all', 'boom', 'register', verify],
  ])('%s (%s)', (_what, error, ceremony, text) => {
    expect(browserErrorText(error, ceremony)).toBe(text);
  });

  it('keeps the spec’s one English text as it is', () => {
    expect(unsupported).toBe('WebAuthn is not supported in this browser');
  });
});
