import { ForcedPasswordChange } from '../../features/auth/forced-password-change';
import { BetaWarningDialog } from '../../features/beta-warning/beta-warning-dialog';
import { ChatsSync } from '../../features/chats/chats-sync';
import { ChatWindows } from '../../features/help/chat-windows';
import { CloseCallDialog } from '../../features/help/close-call-dialog';
import { EmergencyAlerts } from '../../features/help/emergency-alert';
import { HelpDetailsDialog } from '../../features/help/help-details-dialog';

/**
 * Everything only a logged-in boater sees over the page: loaded apart, so a visitor's first view
 * carries none of it (nor the dialog library it needs).
 */
export default function MemberOverlays() {
  return (
    <>
      <ChatsSync />
      <EmergencyAlerts />
      <HelpDetailsDialog />
      <CloseCallDialog />
      <ChatWindows />
      <BetaWarningDialog />
      <ForcedPasswordChange />
    </>
  );
}
