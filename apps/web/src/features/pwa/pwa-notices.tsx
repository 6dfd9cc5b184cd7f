import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';

// The worker's registration and the app's notices come once the first view is painted, so the
// first view of / carries none of them.
const AppNotices = lazy(() => afterFirstPaint().then(() => import('./lazy/app-notices')));

export function PwaNotices() {
  return (
    <Suspense fallback={null}>
      <AppNotices />
    </Suspense>
  );
}
