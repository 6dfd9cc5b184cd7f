import { ROUTES } from '@havhjaelp/common/routes';
import { Outlet, useMatch } from 'react-router';
import { useSessionCheck } from '../../features/auth/api';
import { ForcedPasswordChange } from '../../features/auth/forced-password-change';
import { PasswordWarning } from '../../features/auth/password-warning';
import { BetaWarningDialog } from '../../features/beta-warning/beta-warning-dialog';
import { ChatsSync } from '../../features/chats/chats-sync';
import { ChatWindows } from '../../features/help/chat-windows';
import { EmergencyAlerts } from '../../features/help/emergency-alert';
import { CloseCallDialog } from '../../features/help/close-call-dialog';
import { HelpDetailsDialog } from '../../features/help/help-details-dialog';
import { HelpLiveSync } from '../../features/help/help-live-sync';
import { Footer } from './footer';
import { Header } from './header';
import { MainNav } from './main-nav';
import { NoticeRegion } from './notice-region';

export function AppLayout() {
  useSessionCheck();
  // The map screen is map-first: the map fills the window under the header, with no footer below.
  const mapFirst = useMatch(ROUTES.map) !== null;
  return (
    <div className={mapFirst ? 'app is-map-first' : 'app'}>
      <a className="skip-link" href="#main">
        Spring til indhold
      </a>
      <Header />
      <MainNav />
      <PasswordWarning />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      {!mapFirst && <Footer />}
      <HelpLiveSync />
      <ChatsSync />
      <NoticeRegion />
      <EmergencyAlerts />
      <HelpDetailsDialog />
      <CloseCallDialog />
      <ChatWindows />
      <BetaWarningDialog />
      <ForcedPasswordChange />
    </div>
  );
}
