import { NO_SERVICE_LEVEL, SAFETY_STATEMENT } from '@havhjaelp/common/app-info';

/** The warning on the dashboard for visitors who are not logged in. */
export function WarningBanner() {
  return (
    <div className="warning-banner" role="note">
      <strong>{SAFETY_STATEMENT}</strong> Havhjælp er i beta. {NO_SERVICE_LEVEL}
    </div>
  );
}
