// The help feature's face for the first view; what only on-demand code needs is in lazy/, one file per on-demand entry.
import type { FeatureFace } from '../../lib/feature-face';
import { memberOnly } from '../../lib/member-only';
import { helpChatKind } from './chat-kind';
import { EmergencyAlerts } from './emergency-alerts-host';
import { HelpLiveSync } from './help-live-sync';
import { LoginPrompt } from './login-prompt-host';
import { MyRequestsWidget } from './my-requests-widget';

export { helpKeys, helpListQuery, testimonialsQuery } from './api';
export { dashboardOrder } from './dashboard-order';
export { EndedCalls } from './ended-calls';
export { HelpList } from './help-list';
export { helpUi } from './help-ui';
export { ThanksFromSea, ThanksItem } from './thanks-from-sea';
export { useMyRequests } from './use-my-requests';

/** The dialogs a logged-in boater opens from a call, with their library: loaded apart. */
const overlays = () => import('./lazy/overlays');

export const helpFace: FeatureFace = {
  name: 'help',
  // A logged-in boater's calls: first in the header on a wide screen, in the row under it on a phone.
  nav: [{ widget: MyRequestsWidget, at: { header: 10, phoneRow: 10 } }],
  liveSyncs: [HelpLiveSync],
  overlays: [
    { spot: 'alert', order: 10, component: EmergencyAlerts },
    {
      spot: 'notice',
      order: 10,
      component: memberOnly(async () => (await import('./lazy/notices')).HelpNotices),
    },
    { spot: 'prompt', order: 10, component: LoginPrompt },
    { spot: 'member', order: 10, load: async () => (await overlays()).HelpDetailsDialog },
    { spot: 'member', order: 20, load: async () => (await overlays()).CloseCallDialog },
  ],
  slots: { chatKinds: [helpChatKind] },
};
