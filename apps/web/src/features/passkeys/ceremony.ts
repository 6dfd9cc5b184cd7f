import type { LoginOptions, RegistrationOptions } from '@havhjaelp/common/passkeys';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The browser's side of a passkey, through SimpleWebAuthn, which allows one ceremony at a time:
// starting one cancels the one before (the autofill's, when a person chooses a passkey by e-mail).

/** Whether this browser has WebAuthn at all (SPEC.md section 8: else the password path). */
export const passkeysSupported = browserSupportsWebAuthn;

/** Counts ceremonies, so a stopped autofill cancels its own and never a later one. */
let started = 0;

export function createPasskey(options: RegistrationOptions): Promise<RegistrationResponseJSON> {
  started += 1;
  return startRegistration({ optionsJSON: options });
}

export function askForPasskey(options: LoginOptions): Promise<AuthenticationResponseJSON> {
  started += 1;
  return startAuthentication({ optionsJSON: options });
}

/**
 * Offers the account's passkeys in the browser's autofill of the field marked `webauthn`
 * (conditional mediation), where the browser can. `login` gets what the person chose; nothing
 * else is said: a browser without autofill, or no passkey chosen, leaves the page as it was. The
 * answer stops it (the page left, or another way to log in began) and must be called.
 */
export function offerAutofill(
  loginOptions: (signal: AbortSignal) => Promise<LoginOptions>,
  login: (credential: AuthenticationResponseJSON) => void,
): () => void {
  const stopped = new AbortController();
  let mine: number | undefined;
  const run = async () => {
    if (!(await browserSupportsWebAuthnAutofill())) return;
    const options = await loginOptions(stopped.signal);
    if (stopped.signal.aborted) return;
    started += 1;
    mine = started;
    const credential = await startAuthentication({
      optionsJSON: options,
      useBrowserAutofill: true,
    });
    if (!stopped.signal.aborted) login(credential);
  };
  run().catch(() => undefined);
  return () => {
    stopped.abort();
    if (mine === started) WebAuthnAbortService.cancelCeremony();
  };
}
