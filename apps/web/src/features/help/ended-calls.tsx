import type { HelpRequest } from '@havhjaelp/common/help';
import { lazy, Suspense, useId, useState } from 'react';

// Folded on the dashboard, the first view: its pages and their fetching load when unfolded.
const EndedCallsPages = lazy(() => import('./ended-calls-pages'));

/**
 * Resolved and cancelled calls, newest first, folded away under 'Afsluttede kald' and shown a page
 * at a time, so the dashboard keeps its room for the calls that still need help.
 */
export function EndedCalls({
  requests,
  endedCount,
  olderEnded,
  loggedIn,
}: {
  /** The ended calls in the help list. */
  requests: readonly HelpRequest[];
  /** How many ended calls there are in all. */
  endedCount: number;
  /** Where the server's older ended calls begin, null when the list holds them all. */
  olderEnded: string | null;
  loggedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  if (endedCount === 0 && requests.length === 0) return null;
  const count = Math.max(endedCount, requests.length);
  return (
    // A plain disclosure (a button with aria-expanded), not a collapsible component: the dashboard
    // is the first view, and a component library here cost it ten modules.
    <div className="ended-calls">
      <h3 className="ended-calls-heading">
        <button
          type="button"
          className="ended-calls-trigger"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
          Afsluttede kald ({count})
        </button>
      </h3>
      {open && (
        <Suspense fallback={<p aria-busy="true">Henter kald...</p>}>
          <EndedCallsPages
            id={contentId}
            requests={requests}
            count={count}
            olderEnded={olderEnded}
            loggedIn={loggedIn}
          />
        </Suspense>
      )}
    </div>
  );
}
