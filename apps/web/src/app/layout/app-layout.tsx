import { ROUTES } from '@havhjaelp/common/routes';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, useMatch } from 'react-router';
import { PasswordWarning, useSessionCheck } from '../../features/auth';
import { useSessionUser } from '../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { ComposedApp } from '../compose';
import { Footer } from './footer';
import { Header } from './header';
import { MainNav } from './main-nav';
import { NoticeRegion } from './notice-region';
import { TabBar } from './tab-bar';

interface AppLayoutProps extends Pick<ComposedApp, 'nav' | 'overlays' | 'liveSyncs'> {
  /** The member overlays, loaded apart (see loadMemberOverlays). */
  MemberOverlays: LazyExoticComponent<ComponentType>;
}

export function AppLayout({ nav, overlays, liveSyncs, MemberOverlays }: AppLayoutProps) {
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
      <Header nav={nav} />
      {!phone && <MainNav entries={nav.main} />}
      <PasswordWarning />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      {!mapFirst && <Footer entries={nav.footer} />}
      {phone && <TabBar nav={nav} />}
      {/* Live listeners stay in the first load: an event must not pass before they are there. */}
      {liveSyncs.map((LiveSync, index) => (
        <LiveSync key={index} />
      ))}
      {overlays.alert.map((Alert, index) => (
        <Alert key={index} />
      ))}
      <NoticeRegion notices={overlays.notice} />
      {overlays.prompt.map((Prompt, index) => (
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
