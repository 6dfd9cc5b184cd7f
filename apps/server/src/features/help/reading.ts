import {
  compareRequests,
  endedCursor,
  helpListSchema,
  parseEndedCursor,
  type EndedPage,
  type endedPageQuerySchema,
  type HelpList,
  type HelpRequest,
  type ResponseTime,
} from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import type { z } from 'zod';
import { cachedListOf, type CachedList, type ListSnapshot } from './list-cache';
import { toHelpRequest } from './presenters';
import * as repo from './repository';
import { medianResponseMinutes, seesPrecisely, type Viewer } from './rules';
import type { HelpDeps } from './service';

// What is read without changing anything: the list, older ended pages, the thank-yous, and a
// helper's own response time.

/** Up to `limit` ended requests from `before` on, one more than asked, to know whether there are more. */
function endedRows(deps: HelpDeps, limit: number, before?: string): Promise<repo.HelpRequestRow[]> {
  const from = before === undefined ? undefined : parseEndedCursor(before);
  return repo.listEndedRequests(
    deps.db,
    limit + 1,
    from && { createdAt: from.timestamp, id: from.id },
  );
}

/** Where the ended requests after `rows` (read one more than `limit`) begin, or null. */
function olderEndedOf(rows: readonly repo.HelpRequestRow[], limit: number): string | null {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last ? endedCursor({ timestamp: last.created_at, id: last.id }) : null;
}

/**
 * The open requests and the window of recently ended ones, in list order, with the counts of all;
 * and the visitor's view of it as JSON, checked against its schema once per change, not per read.
 */
async function readList(deps: HelpDeps): Promise<ListSnapshot> {
  const open = await repo.listOpenRequests(deps.db);
  const ended = await endedRows(deps, LIMITS.endedCallsWindow);
  const counts = await repo.requestCounts(deps.db);
  const olderEnded = olderEndedOf(ended, LIMITS.endedCallsWindow);
  // Sorted by the fields every view shares, so each view lists them in the same order.
  const rows = [...open, ...ended.slice(0, LIMITS.endedCallsWindow)]
    .map((row) => ({ row, shown: toHelpRequest(row, 'public') }))
    .sort((a, b) => compareRequests(a.shown, b.shown));
  const list = (requests: HelpRequest[]): HelpList => ({
    requests,
    count: counts.all,
    endedCount: counts.ended,
    olderEnded,
  });
  return {
    rows: rows.map(({ row }) => row),
    count: counts.all,
    endedCount: counts.ended,
    olderEnded,
    publicList: await cachedListOf(
      JSON.stringify(helpListSchema.parse(list(rows.map(({ shown }) => shown)))),
    ),
  };
}

/**
 * The list as `viewer` may see it, as JSON text (and gzipped). Most members see no call
 * precisely: they get the visitor's list as built once per change; anyone else their own.
 */
export async function listFor(deps: HelpDeps, viewer: Viewer): Promise<CachedList> {
  const snapshot = await deps.listCache.get(() => readList(deps));
  if (!snapshot.rows.some((row) => seesPrecisely(row, viewer))) return snapshot.publicList;
  const list: HelpList = {
    requests: snapshot.rows.map((row) => toHelpRequest(row, viewer)),
    count: snapshot.count,
    endedCount: snapshot.endedCount,
    olderEnded: snapshot.olderEnded,
  };
  return cachedListOf(JSON.stringify(list));
}

/** A page of the ended requests older than those the list carries. */
export async function endedPage(
  deps: HelpDeps,
  viewer: Viewer,
  query: Pick<z.output<typeof endedPageQuerySchema>, 'before' | 'limit'>,
): Promise<EndedPage> {
  const rows = await endedRows(deps, query.limit, query.before);
  return {
    requests: rows.slice(0, query.limit).map((row) => toHelpRequest(row, viewer)),
    olderEnded: olderEndedOf(rows, query.limit),
  };
}

const TESTIMONIALS_SHOWN = 50;

/** Public thank-yous whose both people still have accounts, newest first. */
export async function publicTestimonials(deps: Pick<HelpDeps, 'db'>) {
  return { testimonials: await repo.listPublicTestimonials(deps.db, TESTIMONIALS_SHOWN) };
}

/** The user's own response time over every offer they made (the dashboard's card). */
export async function responseTimeOf(
  deps: Pick<HelpDeps, 'db'>,
  userId: string,
): Promise<ResponseTime> {
  const offers = await repo.offerDelaysOf(deps.db, userId);
  return { medianMinutes: medianResponseMinutes(offers), offers: offers.length };
}
