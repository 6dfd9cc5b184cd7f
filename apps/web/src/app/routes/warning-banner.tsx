import { NO_SERVICE_LEVEL, SAFETY_STATEMENT } from '@havhjaelp/common/app-info';

/**
 * The dashboard's beta warning (SPEC.md section 1): in full for visitors; one line for members,
 * who have had the one-time beta dialog and come back to this page every day.
 */
export function WarningBanner({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <p className="warning-banner warning-banner-compact" role="note">
        <strong>Havhjælp er i beta.</strong> Ingen garanteret svartid. Ved fare for liv: ring 112
        eller kald på VHF kanal 16.
      </p>
    );
  }
  return (
    <div className="warning-banner" role="note">
      <strong>{SAFETY_STATEMENT}</strong> Havhjælp er i beta. {NO_SERVICE_LEVEL}
    </div>
  );
}
