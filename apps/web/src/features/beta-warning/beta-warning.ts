import { acceptanceStore } from '../../lib/acceptance';

const betaWarning = acceptanceStore('betaWarning', 'beta-1.0');

/** True once this browser has accepted the beta warning. */
export function isBetaWarningAccepted(): boolean {
  return betaWarning.read()?.accepted === true;
}

export function acceptBetaWarning(now = new Date()) {
  return betaWarning.store(true, now);
}
