import { lazy, Suspense } from 'react';
import { firstContentfulPaint } from '../../lib/after-first-paint';

// Leaflet and the map's code come once the page's frame (header, navigation) is painted, so a
// phone on a slow link sees the app at once and the first view of /map stays as small as that of
// /; loaded from the route itself, the router would paint nothing until the map had arrived.
const MapPage = lazy(() =>
  firstContentfulPaint().then(async () => ({ default: (await import('./map-page')).MapPage })),
);

/** The map screen: its frame at once, the map itself after the first paint. */
export function MapRoute() {
  return (
    <Suspense
      fallback={
        <div className="map-loading">
          <h1 className="visually-hidden">Kort</h1>
          <p role="status">Kortet indlæses …</p>
        </div>
      }
    >
      <MapPage />
    </Suspense>
  );
}
