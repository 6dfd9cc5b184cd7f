import { lazy, Suspense, useState } from 'react';
import { useSessionUser } from '../../lib/session';

const ChatsDropdown = lazy(() => import('./chats-dropdown'));

/** The trigger as the dropdown draws it, shown until the dropdown's code is there. */
function PlainTrigger({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      className="nav-link nav-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
    >
      Chats <span aria-hidden="true">▾</span>
    </button>
  );
}

/**
 * The Chats entry of the navigation. A visitor has no chats, so the menu's code (and the menu
 * library) loads only when they open it; a logged-in boater gets it at once, with the counts.
 */
export function ChatsMenu() {
  const member = useSessionUser() !== null;
  const [asked, setAsked] = useState(false);
  const ask = () => setAsked(true);
  if (!member && !asked) return <PlainTrigger onOpen={ask} />;
  // A tap while the code is still on its way is kept: the menu opens when it has come.
  return (
    <Suspense fallback={<PlainTrigger onOpen={ask} />}>
      <ChatsDropdown openAtOnce={asked} />
    </Suspense>
  );
}
