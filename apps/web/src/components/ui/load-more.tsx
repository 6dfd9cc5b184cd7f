/** A list read a page at a time (TanStack Query's infinite query). */
interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The button under a paged list that reads its next page; none once the last is shown. */
export function LoadMore({ pages, label = 'Vis flere' }: { pages: Paged; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="button-row">
      <button
        type="button"
        className="button"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? 'Henter...' : label}
      </button>
    </div>
  );
}
