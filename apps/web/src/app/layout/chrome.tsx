import { TEST_DASHBOARD_PATH } from '@havhjaelp/common/routes';
import { ThemeToggle } from '../../features/theme';
import type { FeatureFace } from '../../lib/feature-face';
import { useSessionUser } from '../../lib/session';

function BetaBadge() {
  return useSessionUser() === null ? null : (
    <span className="beta-badge" title="Havhjælp er i beta">
      BETA TEST
    </span>
  );
}

/**
 * The app's own pieces among the features' in the header and the footer, placed by the same
 * positions: the theme (which the phone's 'Mere' menu offers as a check item of its own), the
 * beta badge and the test dashboard, a page served beside the app.
 */
export const chromeFace: FeatureFace = {
  name: 'chrome',
  nav: [
    { widget: ThemeToggle, at: { header: 20 } },
    { widget: BetaBadge, at: { header: 30, phoneHeader: 30 } },
    { to: TEST_DASHBOARD_PATH, label: 'Testdashboard', external: true, at: { footerOnly: 60 } },
  ],
};
