import { RETENTION } from '@havhjaelp/common/limits';
import { DANISH_DAY } from '@havhjaelp/common/nautical-format';
import { ROUTES } from '@havhjaelp/common/routes';
import type { Mail, Mailer } from '../../mail/mailer';
import { removeAccount, type AccountDeps } from './account-service';
import {
  claimWarnedForDeletion,
  findMember,
  findUnwarnedInactive,
  findWarnedInactive,
  markWarned,
  unmarkWarned,
  type InactiveAccount,
} from './repository';
import { deletionAfterWarning, inactivityCutoffs } from './rules';

/** Accounts warned, and deleted, per run; a backlog is worked off over the following runs. */
const ACCOUNTS_PER_RUN = 200;

export interface InactiveAccountDeps extends AccountDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** The 30-day warning, in Danish, with the link that keeps the account. */
export function inactivityWarning(
  account: InactiveAccount,
  deleteAt: Date,
  publicUrl: string,
): Mail {
  const link = `${publicUrl}${ROUTES.login}`;
  return {
    to: account.email,
    subject: `Din Havhjælp-konto bliver slettet om ${RETENTION.inactiveWarningDays} dage`,
    text:
      `Hej ${account.first_name || account.username}\n\n` +
      `Du har ikke brugt din Havhjælp-konto i ${RETENTION.inactiveAccountYears} år. ` +
      `Vi gemmer ikke oplysninger længere, end vi har brug for dem, så din konto og dine ` +
      `oplysninger bliver slettet den ${DANISH_DAY.format(deleteAt)}.\n\n` +
      `Vil du beholde kontoen, skal du blot logge ind inden da:\n\n${link}\n\n` +
      `Vil du ikke beholde den, skal du ikke gøre noget.\n\n` +
      `Havhjælp er ikke til nødsituationer. Ved fare for liv: ring 112 eller kald på VHF kanal 16.`,
  };
}

/**
 * Warns the accounts unused for 2 years, and deletes those warned 30 days ago and unused since,
 * through the same deletion as one on request. A warning is marked before it is mailed (so two
 * runs never both mail it) and taken back when the mail fails, so no account is deleted unwarned.
 */
export async function sweepInactiveAccounts(deps: InactiveAccountDeps) {
  const now = deps.now();
  const nowIso = now.toISOString();
  const { inactiveBefore, warnedBefore } = inactivityCutoffs(now);
  let warned = 0;
  let unsent = 0;
  for (const account of await findUnwarnedInactive(deps.db, inactiveBefore, ACCOUNTS_PER_RUN)) {
    if (!(await markWarned(deps.db, account.id, inactiveBefore, nowIso))) continue;
    try {
      await deps.mailer.send(inactivityWarning(account, deletionAfterWarning(now), deps.publicUrl));
      warned += 1;
    } catch {
      await unmarkWarned(deps.db, account.id, nowIso);
      unsent += 1;
    }
  }
  let deleted = 0;
  for (const account of await findWarnedInactive(deps.db, warnedBefore, ACCOUNTS_PER_RUN)) {
    const member = await findMember(deps.db, account.id);
    if (!member) continue;
    const stillDue = (trx: typeof deps.db) => claimWarnedForDeletion(trx, account.id, warnedBefore);
    if (await removeAccount(deps, member, stillDue)) deleted += 1;
  }
  return { warned, unsent, deleted };
}
