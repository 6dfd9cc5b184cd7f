import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../lib/session';

// Only a member is alerted, so a visitor's first view carries none of it.
const EmergencyAlertsFor = lazy(() => import('./emergency-alert'));

/** The emergency alerts of a logged-in member (SPEC.md sections 4 and 5). */
export function EmergencyAlerts() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <EmergencyAlertsFor userId={user.id} />
    </Suspense>
  );
}
