import { ForcedPasswordChange } from '../../features/auth/lazy/overlays';
import { BetaWarningDialog } from '../../features/beta-warning';
import { ChatWindows } from '../../features/chats/lazy/overlays';
import { CloseCallDialog, HelpDetailsDialog } from '../../features/help/lazy/overlays';

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
