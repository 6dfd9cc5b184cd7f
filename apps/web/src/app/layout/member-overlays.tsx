import { ForcedPasswordChange } from '../../features/auth/forced-password-change';
import { BetaWarningDialog } from '../../features/beta-warning/beta-warning-dialog';
import { ChatWindows } from '../../features/help/chat-windows';
import { CloseCallDialog } from '../../features/help/close-call-dialog';
import { HelpDetailsDialog } from '../../features/help/help-details-dialog';

/**
 * The dialogs and chat windows only a logged-in boater sees: loaded apart, so a visitor's first
 * view carries none of them (nor the dialog library they need). Each opens from state kept outside
 * (the session, helpUi), so nothing is missed while this part is still on its way.
 */
export default function MemberOverlays() {
  return (
    <>
      <HelpDetailsDialog />
      <CloseCallDialog />
      <ChatWindows />
      <BetaWarningDialog />
      <ForcedPasswordChange />
    </>
  );
}
