import { PASSWORD_RESET_MESSAGES, AUTH_ERRORS } from '@havhjaelp/common/auth';
import type { Mailer } from '../../mail/mailer';
import type { Member } from '../../identity/member';
import { AppError } from '../../http/app-error';
import { checkAccountPassword } from './account-service';
import { hashPassword } from './passwords';
import {
  consumePasswordReset,
  findUserByEmail,
  insertPasswordReset,
  revokeAllSessions,
  revokeOtherSessions,
  revokePasswordResets,
  setPassword,
} from './repository';
import { RESET_LINK_LIFETIME_MS } from './rules';
import type { AuthDeps } from './service';
import { hashToken, newSessionToken } from '../../identity/session-tokens';

export interface PasswordDeps extends AuthDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** Mails a one-hour, single-use link when the account exists; the caller learns nothing either way. */
export async function requestPasswordReset(deps: PasswordDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newSessionToken();
  const now = deps.now();
  await insertPasswordReset(deps.db, {
    token_hash: hashToken(token),
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
    used_at: null,
  });
  const link = `${deps.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Nulstil din adgangskode til Havhjælp',
    text:
      `Hej ${user.first_name || user.username}\n\n` +
      `Du (eller en anden) har bedt om at nulstille adgangskoden til din Havhjælp-konto.\n` +
      `Brug linket inden for en time; det virker kun én gang:\n\n${link}\n\n` +
      `Har du ikke bedt om det, kan du se bort fra denne mail.\n\n` +
      `Havhjælp er ikke til nødsituationer. Ved fare for liv: ring 112 eller kald på VHF kanal 16.`,
  });
}

/** Sets the new password, spends the token and every other link of the user, and ends every session. */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const nowIso = deps.now().toISOString();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const owner = await consumePasswordReset(trx, hashToken(token), nowIso);
    if (!owner) return undefined;
    await setPassword(trx, owner, passwordHash, nowIso);
    await revokePasswordResets(trx, owner, nowIso);
    await revokeAllSessions(trx, owner, nowIso);
    return owner;
  });
  if (!userId) throw new AppError(AUTH_ERRORS.INVALID_RESET_TOKEN);
  await deps.onSessionsEnded?.(userId);
}

/**
 * Sets the new password and ends the user's other sessions, which may be an intruder's, and any
 * reset link still out. The current password is checked under the login slowdown.
 */
export async function changePassword(
  deps: AuthDeps,
  user: Member,
  session: { token: string; ip: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await checkAccountPassword(
    deps,
    user,
    currentPassword,
    session.ip,
    PASSWORD_RESET_MESSAGES.wrongCurrent,
  );
  if (currentPassword === newPassword) {
    throw new AppError(AUTH_ERRORS.PASSWORD_UNCHANGED);
  }
  const passwordHash = await hashPassword(newPassword);
  const nowIso = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, passwordHash, nowIso);
    await revokePasswordResets(trx, user.id, nowIso);
    await revokeOtherSessions(trx, user.id, hashToken(session.token), nowIso);
  });
  await deps.onSessionsEnded?.(user.id);
}
