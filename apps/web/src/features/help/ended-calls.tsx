import type { HelpRequest } from '@havhjaelp/common/help';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { pageOf } from '../../lib/paging';
import { HelpList } from './help-list';

const ENDED_PAGE_SIZE = 10;

/**
 * Resolved and cancelled calls, newest first, folded away under 'Afsluttede kald' and shown a page
 * at a time, so the dashboard keeps its room for the calls that still need help.
 */
export function EndedCalls({
  requests,
  loggedIn,
}: {
  requests: readonly HelpRequest[];
  loggedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  if (requests.length === 0) return null;
  const shown = pageOf(requests, page, ENDED_PAGE_SIZE);
  const last = shown.pageCount - 1;
  // The buttons stay focusable at either end (aria-disabled), so paging by keyboard keeps its
  // place; a step past the end is clamped by pageOf.
  return (
    <Collapsible.Root className="ended-calls" open={open} onOpenChange={setOpen}>
      <h3 className="ended-calls-heading">
        <Collapsible.Trigger className="ended-calls-trigger">
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
          Afsluttede kald ({requests.length})
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className="ended-calls-content">
        <HelpList
          requests={shown.items}
          loggedIn={loggedIn}
          label="Afsluttede kald"
          empty="Der er ingen afsluttede kald."
        />
        {shown.pageCount > 1 && (
          <nav className="pager" aria-label="Sider med afsluttede kald">
            <button
              type="button"
              className="button"
              aria-disabled={shown.page === 0}
              onClick={() => setPage(shown.page - 1)}
            >
              Nyere kald
            </button>
            <span className="pager-status" aria-live="polite">
              Side {shown.page + 1} af {shown.pageCount}
            </span>
            <button
              type="button"
              className="button"
              aria-disabled={shown.page === last}
              onClick={() => setPage(shown.page + 1)}
            >
              Ældre kald
            </button>
          </nav>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
