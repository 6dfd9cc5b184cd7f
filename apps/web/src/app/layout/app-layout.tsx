import { Outlet } from 'react-router';
import { useSessionCheck } from '../../features/auth/api';
import { ForcedPasswordChange } from '../../features/auth/forced-password-change';
import { PasswordWarning } from '../../features/auth/password-warning';
import { BetaWarningDialog } from '../../features/beta-warning/beta-warning-dialog';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { ChatsSync } from '../../features/chats/chats-sync';
import { ChatWindows } from '../../features/help/chat-windows';
import { CloseReminder } from '../../features/help/close-reminder';
import { EmergencyAlerts } from '../../features/help/emergency-alert';
import { CloseCallDialog } from '../../features/help/close-call-dialog';
import { HelpDetailsDialog } from '../../features/help/help-details-dialog';
import { HelpLiveSync } from '../../features/help/help-live-sync';
import { Footer } from './footer';
import { Header } from './header';
import { MainNav } from './main-nav';

export function AppLayout() {
  useSessionCheck();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Spring til indhold
      </a>
      <Header />
      <MainNav />
      <PasswordWarning />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <HelpLiveSync />
      <ChatsSync />
      <CloseReminder />
      <EmergencyAlerts />
      <HelpDetailsDialog />
      <CloseCallDialog />
      <ChatWindows />
      <BetaWarningDialog />
      <ForcedPasswordChange />
    </div>
  );
}
