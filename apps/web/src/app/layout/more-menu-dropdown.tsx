import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NavLink } from 'react-router';
import { CheckIcon } from '../../components/ui/nav-icons';
import { useSessionUser } from '../../lib/session';
import { setTheme, useTheme } from '../../features/theme';
import { MoreTabFace } from './more-tab-face';
import type { NavActionEntry, NavLinkEntry } from '../../lib/feature-face';
import type { ComposedNav } from '../compose';

/**
 * The phone's "Mere" menu: what the tab bar has no room for (the community, the settings, the
 * guide and the legal pages), support, and the theme, whose header button a phone has no room
 * for either. A visitor gets login and registration first.
 */
export default function MoreMenuDropdown({
  nav,
  openAtOnce,
  active,
}: {
  nav: ComposedNav;
  openAtOnce: boolean;
  active: boolean;
}) {
  const member = useSessionUser() !== null;
  const [theme] = useTheme();
  return (
    // Not modal, like the header's menus: a modal menu hides the page with aria-hidden while its
    // links stay focusable.
    <DropdownMenu.Root modal={false} defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger className="tab-bar-item" data-active={active}>
        <MoreTabFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu more-menu"
          side="top"
          align="end"
          sideOffset={6}
          collisionPadding={8}
        >
          {!member && (
            <>
              {nav.moreForVisitor.map(({ to, label }) => (
                <PlaceItem key={to} to={to} label={label} />
              ))}
              <DropdownMenu.Separator className="menu-separator" />
            </>
          )}
          {nav.more.map(({ to, label }) => (
            <PlaceItem key={to} to={to} label={label} />
          ))}
          <DropdownMenu.Separator className="menu-separator" />
          {nav.moreEnd.map((entry) =>
            'to' in entry ? (
              <PlaceItem key={entry.to} to={entry.to} label={entry.label} />
            ) : (
              <ActionItem key={entry.label} entry={entry} />
            ),
          )}
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.CheckboxItem
            className="menu-item menu-check-item"
            checked={theme === 'dark'}
            onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          >
            Mørkt tema
            <span className="menu-check" aria-hidden="true">
              <DropdownMenu.ItemIndicator>
                <CheckIcon />
              </DropdownMenu.ItemIndicator>
            </span>
          </DropdownMenu.CheckboxItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ActionItem({ entry }: { entry: NavActionEntry }) {
  const act = entry.useAction();
  return (
    <DropdownMenu.Item className="menu-item" onSelect={act}>
      {entry.label}
    </DropdownMenu.Item>
  );
}

/** A place in the menu; the one shown now is marked (aria-current) by NavLink. */
function PlaceItem({ to, label }: Pick<NavLinkEntry, 'to' | 'label'>) {
  return (
    <DropdownMenu.Item asChild className="menu-item">
      <NavLink to={to}>{label}</NavLink>
    </DropdownMenu.Item>
  );
}
