import { useEffect, useRef } from 'react';
import { Toasts } from '../../components/ui/toasts';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { CloseReminder } from '../../features/help/close-reminder';

/**
 * The one place for notices: toasts, the close reminder and the cookie banner stack here instead
 * of each claiming the bottom of the screen. Its height is published as --notice-space, so pages
 * and the map keep their primary buttons clear of it.
 */
export function NoticeRegion() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      root.style.setProperty('--notice-space', height > 0 ? `${height}px` : '0px');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--notice-space');
    };
  }, []);
  return (
    <div ref={region} className="notice-region">
      <Toasts />
      <CloseReminder />
      <CookieBanner />
    </div>
  );
}
