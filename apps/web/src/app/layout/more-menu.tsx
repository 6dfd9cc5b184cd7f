import { lazy, Suspense, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { MoreTabFace } from './more-tab-face';
import type { ComposedNav } from '../compose';

const MoreMenuDropdown = lazy(() => import('./more-menu-dropdown'));

/** Whether the screen shown is one of those under "Mere", so the tab shows where the boater is. */
function useInMore(nav: ComposedNav): boolean {
  const { pathname } = useLocation();
  const links = [...nav.more, ...nav.moreEnd].filter((entry) => 'to' in entry);
  const paths = links.flatMap(({ to, aliases = [] }) => [to, ...aliases]);
  return paths.some((path) => matchPath({ path, end: false }, pathname) !== null);
}

/**
 * The "Mere" tab. A visitor's first view carries neither the menu nor its library: they load
 * when the tab is first tapped, and the menu opens then; a logged-in boater gets them at once.
 */
export function MoreMenu({ nav }: { nav: ComposedNav }) {
  const member = useSessionUser() !== null;
  const [asked, setAsked] = useState(false);
  const active = useInMore(nav);
  const plain = (onOpen?: () => void) => (
    <button
      type="button"
      className="tab-bar-item"
      data-active={active}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
    >
      <MoreTabFace />
    </button>
  );
  const ask = () => setAsked(true);
  if (!member && !asked) return plain(ask);
  // A tap while the code is on its way opens the menu when it comes.
  return (
    <Suspense fallback={plain(ask)}>
      <MoreMenuDropdown nav={nav} openAtOnce={asked} active={active} />
    </Suspense>
  );
}
