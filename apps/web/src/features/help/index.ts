// The help feature's face for the first view; what only on-demand code needs is in lazy/, one file per on-demand entry.
export { helpKeys, helpListQuery } from './api';
export { CloseReminder } from './close-reminder';
export { dashboardOrder } from './dashboard-order';
export { EmergencyAlerts } from './emergency-alert';
export { EndedCalls } from './ended-calls';
export { HelpList } from './help-list';
export { HelpLiveSync } from './help-live-sync';
export { LoginPrompt } from './login-prompt-host';
export { helpUi } from './help-ui';
export { ThanksFromSea } from './thanks-from-sea';

/** A logged-in boater's calls in the header, with its menu library: loaded apart. */
export const loadMyRequestsBadge = () => import('./my-requests-badge');
