import { Toasts } from '../../components/ui/toasts';
import { usePublishedHeight } from '../../lib/use-published-height';
import type { ComponentType } from 'react';

/**
 * The one place for notices: toasts and the features' notices (the close reminder, the cookie
 * banner) stack here instead of each claiming the bottom of the screen. Its height is published
 * as --notice-space, so pages and the map keep their primary buttons clear of it. On a phone it
 * sits above the docked chats.
 */
export function NoticeRegion({ notices }: { notices: readonly ComponentType[] }) {
  const region = usePublishedHeight('--notice-space');
  return (
    <div ref={region} className="notice-region">
      <Toasts />
      {notices.map((Notice, index) => (
        <Notice key={index} />
      ))}
    </div>
  );
}
