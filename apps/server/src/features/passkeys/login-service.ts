import type { SessionUser } from '@havhjaelp/common/auth';
import type {
  AuthenticationCredential,
  ListByEmailAnswer,
  LoginOptions,
} from '@havhjaelp/common/passkeys';
import { PASSKEY_LIMITS, PASSKEYS_ERRORS } from '@havhjaelp/common/passkeys-errors';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { AppError } from '../../http/app-error';
import { loginByProof } from '../auth';
import { toDescriptor, toLoginPasskey, transportsOf } from './presenters';
import * as repo from './repository';
import { answersChallenge, challengeOf, openChallenge } from './rules';
import type { PasskeysDeps } from './service';
import type { PasskeyTable } from './tables';

/**
 * The passkeys of the account with this e-mail, for the login's selection list. An address no
 * account has goes through the same one query and answers as an account without passkeys.
 */
export async function passkeysForEmail(
  deps: PasskeysDeps,
  email: string,
): Promise<ListByEmailAnswer> {
  const passkeys = await repo.passkeysOfEmail(deps.db, email.toLowerCase());
  return { count: passkeys.length, passkeys: passkeys.map(toLoginPasskey) };
}

/**
 * A login's options. With an e-mail: the account's passkeys (or the one chosen), the challenge
 * bound to them; an unknown address is refused as one without passkeys. Without: a discoverable
 * login, for whichever account the authenticator holds a passkey of.
 */
export async function loginOptions(
  deps: PasskeysDeps,
  input: { email?: string | undefined; passkeyId?: string | undefined },
): Promise<LoginOptions> {
  let allowed: PasskeyTable[] = [];
  if (input.email !== undefined) {
    const passkeys = await repo.passkeysOfEmail(deps.db, input.email.toLowerCase());
    allowed = passkeys.filter((p) => input.passkeyId === undefined || p.id === input.passkeyId);
    if (allowed.length === 0) throw new AppError(PASSKEYS_ERRORS.PASSKEY_NONE_FOR_EMAIL);
  }
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: allowed.map(toDescriptor),
    userVerification: 'required',
    timeout: PASSKEY_LIMITS.challengeTtlMs,
  });
  const binding = {
    purpose: 'login',
    user_id: allowed[0]?.user_id ?? null,
    passkey_id: input.passkeyId ?? null,
  } as const;
  await repo.putChallenge(deps.db, openChallenge(options.challenge, deps.now(), binding));
  return options;
}

/**
 * Checks a passkey's signature and, when it holds, records the use: the new counter (only over
 * the one the signature was checked against) and the time. A refusal is logged with its reason,
 * a counter that went backwards (a cloned authenticator) among them.
 */
async function signatureHolds(
  deps: PasskeysDeps,
  passkey: PasskeyTable,
  challenge: string,
  credential: AuthenticationCredential,
): Promise<boolean> {
  const about = { passkeyId: passkey.id, userId: passkey.user_id };
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified) {
      deps.log.warn(about, 'passkey login refused: signature not verified');
      return false;
    }
    const counters = { checked: passkey.counter, received: authenticationInfo.newCounter };
    if (await repo.recordLogin(deps.db, passkey.id, counters, deps.now().toISOString())) {
      return true;
    }
    deps.log.warn({ ...about, ...counters }, 'passkey login refused: counter moved meanwhile');
  } catch (err) {
    deps.log.warn({ ...about, reason: String(err) }, 'passkey login refused');
  }
  return false;
}

/**
 * A login with a passkey: the challenge is spent whatever the outcome, the answer must fit it,
 * and the signature is checked under the account's login slowdown, the attempt logged in its
 * login history, and a session started, all as a password login does (auth's `loginByProof`).
 */
export async function loginWithPasskey(
  deps: PasskeysDeps,
  credential: AuthenticationCredential,
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const challenge = challengeOf(credential.response.clientDataJSON);
  if (challenge === undefined) throw new AppError(PASSKEYS_ERRORS.PASSKEY_VERIFICATION_FAILED);
  const open = await repo.consumeChallenge(deps.db, {
    challenge,
    purpose: 'login',
    nowIso: deps.now().toISOString(),
  });
  if (!open) throw new AppError(PASSKEYS_ERRORS.PASSKEY_CHALLENGE_GONE);
  const passkey = await repo.findByCredential(deps.db, credential.id);
  if (!passkey) throw new AppError(PASSKEYS_ERRORS.PASSKEY_UNKNOWN_CREDENTIAL);
  if (!answersChallenge(open, passkey, credential.response.userHandle)) {
    deps.log.warn({ passkeyId: passkey.id }, 'passkey login refused: not the challenged passkey');
    throw new AppError(PASSKEYS_ERRORS.PASSKEY_VERIFICATION_FAILED);
  }
  const session = await loginByProof(deps, passkey.user_id, ip, () =>
    signatureHolds(deps, passkey, open.challenge, credential),
  );
  if (!session) throw new AppError(PASSKEYS_ERRORS.PASSKEY_VERIFICATION_FAILED);
  return session;
}
