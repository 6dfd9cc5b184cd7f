import { Toasts } from '../../components/ui/toasts';
import { CookieBanner } from '../../features/cookie-consent';
import { CloseReminder } from '../../features/help';
import { usePublishedHeight } from '../../lib/use-published-height';

/**
 * The one place for notices: toasts, the close reminder and the cookie banner stack here instead
 * of each claiming the bottom of the screen. Its height is published as --notice-space, so pages
 * and the map keep their primary buttons clear of it. On a phone it sits above the docked chats.
 */
export function NoticeRegion() {
  const region = usePublishedHeight('--notice-space');
  return (
    <div ref={region} className="notice-region">
      <Toasts />
      <CloseReminder />
      <CookieBanner />
    </div>
  );
}
