import { ROUTES } from '@havhjaelp/common/routes';
import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { PasswordWarning, useSessionCheck } from '../../features/auth';
import { useSessionUser } from '../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { FACES } from '../faces';
import { Footer } from './footer';
import { Header } from './header';
import { MainNav } from './main-nav';
import { loadMemberOverlays } from './member-overlays';
import { NoticeRegion } from './notice-region';
import { overlaysAt } from './overlays';
import { TabBar } from './tab-bar';

const LIVE_SYNCS = FACES.flatMap((face) => face.liveSyncs ?? []);
const ALERTS = overlaysAt('alert');
const PROMPTS = overlaysAt('prompt');
const MemberOverlays = lazy(loadMemberOverlays);

export function AppLayout() {
  useSessionCheck();
  const member = useSessionUser() !== null;
  // The map screen is map-first: the map fills the window under the header, with no footer below.
  const mapFirst = useMatch(ROUTES.map) !== null;
  // A phone navigates by a tab bar at the bottom edge, a wide screen by the row under the header.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <div className={mapFirst ? 'app is-map-first' : 'app'}>
      <a className="skip-link" href="#main">
        Spring til indhold
      </a>
      <Header />
      {!phone && <MainNav />}
      <PasswordWarning />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      {!mapFirst && <Footer />}
      {phone && <TabBar />}
      {/* Live listeners stay in the first load: an event must not pass before they are there. */}
      {LIVE_SYNCS.map((LiveSync, index) => (
        <LiveSync key={index} />
      ))}
      {ALERTS.map(({ component: Alert }, index) => (
        <Alert key={index} />
      ))}
      <NoticeRegion />
      {PROMPTS.map(({ component: Prompt }, index) => (
        <Prompt key={index} />
      ))}
      {member && (
        <Suspense fallback={null}>
          <MemberOverlays />
        </Suspense>
      )}
    </div>
  );
}
