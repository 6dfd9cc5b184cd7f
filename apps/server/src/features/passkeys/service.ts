import { randomUUID } from 'node:crypto';
import type { RegistrationCredential, RegistrationOptions } from '@havhjaelp/common/passkeys';
import { PASSKEY_LIMITS, PASSKEYS_ERRORS } from '@havhjaelp/common/passkeys-errors';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { serializeOn } from '../../db/serialize';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Member } from '../../identity/member';
import { hashToken } from '../../identity/session-tokens';
import { toDescriptor, toPasskey } from './presenters';
import * as repo from './repository';
import {
  challengeOf,
  deviceTypeOf,
  knownTransports,
  openChallenge,
  userHandleOf,
  type RelyingParty,
} from './rules';
import type { PasskeyTable } from './tables';

export interface PasskeysDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  rp: RelyingParty;
}

/**
 * A registration's options; its challenge is bound to the session that asked, replacing any it
 * asked for before. The account's passkeys are excluded, so one authenticator is not registered
 * twice; user verification is required.
 */
export async function registrationOptions(
  deps: PasskeysDeps,
  user: Member,
  sessionToken: string,
): Promise<RegistrationOptions> {
  const existing = await repo.passkeysOf(deps.db, user.id);
  if (existing.length >= PASSKEY_LIMITS.perAccount) {
    throw new AppError(PASSKEYS_ERRORS.PASSKEY_LIMIT_REACHED);
  }
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: user.email,
    userDisplayName: user.username,
    userID: userHandleOf(user.id),
    timeout: PASSKEY_LIMITS.challengeTtlMs,
    attestationType: 'none',
    excludeCredentials: existing.map(toDescriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  const binding = {
    purpose: 'register',
    session_hash: hashToken(sessionToken),
    user_id: user.id,
  } as const;
  await repo.putChallenge(deps.db, openChallenge(options.challenge, deps.now(), binding));
  return options;
}

/** Checks what the browser made against the session's challenge (spent, whatever the outcome). */
async function verifiedRegistration(
  deps: PasskeysDeps,
  user: Member,
  sessionToken: string,
  credential: RegistrationCredential,
) {
  const challenge = challengeOf(credential.response.clientDataJSON);
  if (challenge === undefined) throw new AppError(PASSKEYS_ERRORS.PASSKEY_VERIFICATION_FAILED);
  const open = await repo.consumeChallenge(deps.db, {
    challenge,
    purpose: 'register',
    sessionHash: hashToken(sessionToken),
    nowIso: deps.now().toISOString(),
  });
  if (!open) throw new AppError(PASSKEYS_ERRORS.PASSKEY_CHALLENGE_GONE);
  try {
    const result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: open.challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
    });
    if (result.verified) return result.registrationInfo;
    deps.log.warn({ userId: user.id }, 'passkey registration refused: not verified');
  } catch (err) {
    deps.log.warn({ userId: user.id, reason: String(err) }, 'passkey registration refused');
  }
  throw new AppError(PASSKEYS_ERRORS.PASSKEY_VERIFICATION_FAILED);
}

/** Registers the passkey the browser made, once its answer to the session's challenge holds. */
export async function registerPasskey(
  deps: PasskeysDeps,
  user: Member,
  sessionToken: string,
  input: { credential: RegistrationCredential; deviceName: string },
): Promise<PasskeyTable> {
  const info = await verifiedRegistration(deps, user, sessionToken, input.credential);
  const transports = knownTransports(
    info.credential.transports ?? input.credential.response.transports,
  );
  const passkey: PasskeyTable = {
    id: randomUUID(),
    user_id: user.id,
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: JSON.stringify(transports),
    device_name: input.deviceName,
    device_type: deviceTypeOf(input.credential.authenticatorAttachment, transports),
    created_at: deps.now().toISOString(),
    last_used_at: null,
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Two registrations of one account at once count one after the other.
      await serializeOn(trx, `passkeys:${user.id}`);
      if ((await repo.countPasskeys(trx, user.id)) >= PASSKEY_LIMITS.perAccount) {
        throw new AppError(PASSKEYS_ERRORS.PASSKEY_LIMIT_REACHED);
      }
      await repo.insertPasskey(trx, passkey);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(PASSKEYS_ERRORS.PASSKEY_ALREADY_REGISTERED);
    throw err;
  }
  return passkey;
}

export async function listPasskeys(deps: PasskeysDeps, user: Member) {
  return (await repo.passkeysOf(deps.db, user.id)).map(toPasskey);
}

export async function renamePasskey(
  deps: PasskeysDeps,
  user: Member,
  id: string,
  deviceName: string,
): Promise<PasskeyTable> {
  const renamed = await repo.renamePasskey(deps.db, user.id, id, deviceName);
  if (!renamed) throw new AppError(PASSKEYS_ERRORS.PASSKEY_NOT_FOUND);
  return renamed;
}

/**
 * Deletes one of the caller's passkeys; another user's is answered as not found. Every account
 * has a password (registration sets one, a reset replaces it, nothing removes it), so even the
 * last passkey may go: the rule that keeps the last passkey of an account without a usable
 * password has no such account to keep it for today.
 */
export async function removePasskey(deps: PasskeysDeps, user: Member, id: string): Promise<void> {
  if (!(await repo.deletePasskey(deps.db, user.id, id))) {
    throw new AppError(PASSKEYS_ERRORS.PASSKEY_NOT_FOUND);
  }
}
