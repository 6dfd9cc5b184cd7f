import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../lib/session';

// A visitor's first view carries neither the badge nor its menu library.
const MyRequestsBadge = lazy(() => import('./my-requests-badge'));

/** A logged-in boater's calls, in the header. */
export function MyRequestsWidget() {
  const member = useSessionUser() !== null;
  return (
    member && (
      <Suspense fallback={null}>
        <MyRequestsBadge />
      </Suspense>
    )
  );
}
