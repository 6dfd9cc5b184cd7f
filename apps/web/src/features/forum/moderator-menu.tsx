import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ShieldCheck } from 'lucide-react';

/** One thing a moderator may do from the menu. */
export interface ModeratorAction {
  label: string;
  run: () => void;
}

/**
 * A moderator's actions on the topic or on one reply, in a menu shown to moderators only; `what`
 * names what it acts on for a screen reader ("emnet", "svaret fra bo").
 */
export function ModeratorMenu({ what, actions }: { what: string; actions: ModeratorAction[] }) {
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="button forum-moderate">
        <ShieldCheck size={16} aria-hidden="true" />
        Moderér <span className="visually-hidden">{what}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={6} align="end">
          {actions.map((action) => (
            <DropdownMenu.Item key={action.label} className="menu-item" onSelect={action.run}>
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
