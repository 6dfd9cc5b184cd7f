import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { LIMITS } from '@havhjaelp/common/limits';
import type { EndedPage, HelpRequest } from '@havhjaelp/common/help';
import { helpApi } from '@havhjaelp/common/help-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { call } from '../../lib/call';
import { pageOf } from '../../lib/paging';
import { nearMe } from './api';
import { endedCallsKnown } from './ended-pages';
import { helpKeys } from './help-keys';
import { HelpList } from './help-list';

const ENDED_PAGE_SIZE = 10;

/**
 * The unfolded ended calls, a page at a time: the help list carries the newest ended calls; paging
 * past them fetches the older ones from the server. Loaded when first unfolded.
 */
export default function EndedCallsPages({
  id,
  requests,
  count,
  olderEnded,
  loggedIn,
}: {
  id: string;
  requests: readonly HelpRequest[];
  count: number;
  olderEnded: string | null;
  loggedIn: boolean;
}) {
  const [page, setPage] = useState(0);
  const known = (older: readonly EndedPage[] = []) =>
    endedCallsKnown(
      requests,
      older.map((p) => p.requests),
    );
  const wanted = (page + 1) * ENDED_PAGE_SIZE;
  const older = useInfiniteQuery({
    queryKey: helpKeys.ended(loggedIn, olderEnded ?? ''),
    queryFn: ({ pageParam, signal }) =>
      call(helpApi.ended, {
        query: {
          before: pageParam,
          limit: LIMITS.endedCallsWindow,
          ...(loggedIn ? nearMe() : {}),
        },
        signal,
      }),
    initialPageParam: olderEnded ?? '',
    getNextPageParam: (last) => last.olderEnded ?? undefined,
    // Fetched only when someone pages past the calls at hand.
    enabled: olderEnded !== null && requests.length < wanted,
  });
  const all = known(older.data?.pages);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = older;
  useEffect(() => {
    if (all.length < wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [all.length, wanted, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const shown = pageOf(all, page, ENDED_PAGE_SIZE, count);
  const last = shown.pageCount - 1;
  const loading = shown.items.length === 0 && !older.isError;
  // The buttons stay focusable at either end (aria-disabled), so paging by keyboard keeps its
  // place; a step past the end is clamped by pageOf.
  return (
    <div id={id} className="ended-calls-content">
      {loading ? (
        <p aria-busy="true">Henter kald...</p>
      ) : (
        <HelpList
          requests={shown.items}
          loggedIn={loggedIn}
          label="Afsluttede kald"
          empty="Der er ingen afsluttede kald."
        />
      )}
      {older.isError && (
        <FormError>{errorText(older.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      )}
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
    </div>
  );
}
