import { acceptanceStore } from '../../lib/acceptance';

const betaWarning = acceptanceStore('betaWarning', 'beta-1.0');

/** True once this browser has accepted the beta warning. */
export function isBetaWarningAccepted(): boolean {
  return betaWarning.read()?.accepted === true;
}

/** The accept button, or putting the warning away (Esc, a click outside). */
export type BetaWarningAnswer = 'accepted' | 'dismissed';

/**
 * Only the accept button counts as read: putting the warning away hides it for this visit, and it
 * asks again on the next load, until it is accepted.
 */
export function answerBetaWarning(answer: BetaWarningAnswer, now = new Date()): void {
  if (answer === 'accepted') betaWarning.store(true, now);
}
