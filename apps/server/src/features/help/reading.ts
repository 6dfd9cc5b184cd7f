import {
  compareRequests,
  endedCursor,
  helpListSchema,
  parseEndedCursor,
  type EndedPage,
  type endedPageQuerySchema,
  type HelpList,
  type ResponseTime,
} from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import type { z } from 'zod';
import type { CachedList } from './list-cache';
import { toHelpRequest, type Viewer } from './presenters';
import * as repo from './repository';
import { medianResponseMinutes } from './rules';
import type { HelpDeps } from './service';

// What is read without changing anything: the list, older ended pages, the thank-yous, and a
// helper's own response time.

/**
 * Up to `limit` ended requests from `before` on, and where the next ones begin. One more row is
 * read than answered, to know whether there are more.
 */
async function endedRequests(
  deps: HelpDeps,
  viewer: Viewer,
  limit: number,
  before?: string,
): Promise<EndedPage> {
  const from = before === undefined ? undefined : parseEndedCursor(before);
  const rows = await repo.listEndedRequests(
    deps.db,
    limit + 1,
    from && { createdAt: from.timestamp, id: from.id },
  );
  const requests = rows.slice(0, limit).map((row) => toHelpRequest(row, viewer));
  const last = requests.at(-1);
  return { requests, olderEnded: rows.length > limit && last ? endedCursor(last) : null };
}

/** The open requests and the window of recently ended ones, with the counts of all. */
async function listRequests(deps: HelpDeps, viewer: Viewer): Promise<HelpList> {
  const open = await repo.listOpenRequests(deps.db);
  const ended = await endedRequests(deps, viewer, LIMITS.endedCallsWindow);
  const counts = await repo.requestCounts(deps.db);
  const requests = [...open.map((row) => toHelpRequest(row, viewer)), ...ended.requests];
  return {
    requests: requests.sort(compareRequests),
    count: counts.all,
    endedCount: counts.ended,
    olderEnded: ended.olderEnded,
  };
}

/** A page of the ended requests older than those the list carries. */
export function endedPage(
  deps: HelpDeps,
  viewer: Viewer,
  query: z.output<typeof endedPageQuerySchema>,
): Promise<EndedPage> {
  return endedRequests(deps, viewer, query.limit, query.before);
}

/** The list as JSON text (and gzipped), checked against its schema once per change, not per read. */
export function cachedList(deps: HelpDeps, viewer: Viewer): Promise<CachedList> {
  return deps.listCache.get(viewer, async () =>
    JSON.stringify(helpListSchema.parse(await listRequests(deps, viewer))),
  );
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
