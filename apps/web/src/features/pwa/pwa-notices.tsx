import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';

// The worker's registration and the app's notices come once the first view is painted, in one
// chunk of their own (pwa-after-load-*.js, which the first-load test tells by name), so the first
// view of / carries none of them.
const AppNotices = lazy(() => afterFirstPaint().then(() => import('./lazy/pwa-after-load')));

export function PwaNotices() {
  return (
    <Suspense fallback={null}>
      <AppNotices />
    </Suspense>
  );
}
