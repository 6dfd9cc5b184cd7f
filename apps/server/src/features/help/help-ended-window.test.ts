import { randomUUID } from 'node:crypto';
import { LIMITS } from '@havhjaelp/common/limits';
import type { HelpRequest } from '@havhjaelp/common/help';
import { describe, expect, it } from 'vitest';
import type { HelpRequestTable } from './tables';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, registerUser, type TestUser } from '../../test/users';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const WINDOW = LIMITS.endedCallsWindow;

/** An ended request of `ownerId` as the table holds it. */
function endedRow(
  ownerId: string,
  fields: Pick<HelpRequestTable, 'id' | 'vessel_name' | 'status' | 'created_at'>,
): HelpRequestTable {
  return {
    user_id: ownerId,
    type: 'fuel',
    priority: 'normal',
    description: 'Tom tank',
    lat: 55.7,
    lng: 12.6,
    search_radius_nm: 3,
    helper_id: null,
    updated_at: fields.created_at,
    client_key: null,
    ...fields,
  };
}

/** The help list carries open calls and a window of ended ones; older ended calls come in pages. */
describe('the ended calls: a window in the list, older ones by page', () => {
  const t = useTestApp({ clock: new Date(NOW) });
  const { call } = t;

  /**
   * `count` ended requests of `owner`, one a minute back from an hour ago (written to the table:
   * the API would stop one account at a few calls an hour). Answers their vessel names, newest first.
   */
  async function endedCalls(owner: TestUser, count: number) {
    const rows = Array.from({ length: count }, (_, i) =>
      endedRow(owner.id, {
        id: randomUUID(),
        vessel_name: `Afsluttet ${i}`,
        status: i % 3 === 0 ? 'cancelled' : 'resolved',
        created_at: new Date(NOW - 60 * 60_000 - i * 60_000).toISOString(),
      }),
    );
    await t.db.insertInto('help_requests').values(rows).execute();
    return rows.map((row) => row.vessel_name);
  }
  const names = (requests: HelpRequest[]) => requests.map((r) => r.vesselName);

  it('lists every open call and only the newest ended ones, counting all of them', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const ended = await endedCalls(owner, WINDOW + 25);
    await createHelp(t, owner, { vesselName: 'Åben' });
    for (const viewer of [undefined, owner]) {
      const list = (await call('GET', '/api/help', viewer)).json();
      expect(list.count).toBe(WINDOW + 26);
      expect(list.endedCount).toBe(WINDOW + 25);
      expect(list.requests).toHaveLength(WINDOW + 1);
      expect(names(list.requests)).toContain('Åben');
      expect(names(list.requests).filter((n) => n !== 'Åben')).toEqual(ended.slice(0, WINDOW));
      expect(list.olderEnded).toEqual(expect.any(String));
    }
  });

  it('pages the older ended calls from the list’s cursor on, to the last, in the viewer’s view', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const ended = await endedCalls(owner, WINDOW + 25);
    const list = (await call('GET', '/api/help', owner)).json();
    const page = (cursor: string, user?: TestUser, limit = 10) =>
      call('GET', `/api/help/ended?before=${encodeURIComponent(cursor)}&limit=${limit}`, user);

    const seen: string[] = [];
    let cursor: string | null = list.olderEnded;
    while (cursor) {
      const answer = await page(cursor, owner);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      seen.push(...names(answer.json().requests));
      cursor = answer.json().olderEnded;
    }
    expect(seen).toEqual(ended.slice(WINDOW));

    // Logged out, the same page in the public view: no description, rounded position.
    const anonymous = (await page(list.olderEnded, undefined, 1)).json();
    expect(anonymous.requests[0].description).toBeUndefined();
    expect((await page(list.olderEnded, owner, 1)).json().requests[0].description).toBe('Tom tank');
  });

  it('keeps calls made in the same millisecond apart by id', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const at = new Date(NOW - 60 * 60_000).toISOString();
    const ids = Array.from({ length: WINDOW + 5 }, () => randomUUID());
    await t.db
      .insertInto('help_requests')
      .values(
        ids.map((id) =>
          endedRow(owner.id, { id, vessel_name: id, status: 'cancelled', created_at: at }),
        ),
      )
      .execute();
    const list = (await call('GET', '/api/help')).json();
    const rest = (
      await call('GET', `/api/help/ended?before=${encodeURIComponent(list.olderEnded)}`)
    ).json();
    const all = [...names(list.requests), ...names(rest.requests)];
    expect(all.toSorted()).toEqual(ids.toSorted());
    expect(rest.olderEnded).toBeNull();
  });

  it('has no cursor when the window holds every ended call', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    await endedCalls(owner, WINDOW);
    const list = (await call('GET', '/api/help')).json();
    expect([list.endedCount, list.olderEnded]).toEqual([WINDOW, null]);
  });

  it('moves a call that ends into the window, and counts it as ended', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    await endedCalls(owner, WINDOW + 1);
    const id = await createHelp(t, owner, { vesselName: 'Nu løst' });
    expect((await call('POST', `/api/help/${id}/close`, owner)).statusCode).toBe(200);
    const list = (await call('GET', '/api/help')).json();
    expect(list.endedCount).toBe(WINDOW + 2);
    expect(list.requests).toHaveLength(WINDOW);
    expect(list.requests.find((r: HelpRequest) => r.id === id)?.status).toBe('resolved');
  });

  it.each([
    ['before=', 400],
    ['before=2026-11-21T12:00:00.000Z', 400],
    ['before=yesterday~abc', 400],
    ['before=2026-11-21T12:00:00.000Z~abc&limit=0', 400],
    [`before=2026-11-21T12:00:00.000Z~abc&limit=${LIMITS.endedCallsPageMax + 1}`, 400],
    ['before=2026-11-21T12:00:00.000Z~abc&limit=NaN', 400],
    ['', 400],
    ['before=2026-11-21T12:00:00.000Z~abc', 200],
  ])('answers ?%s with %i, in Danish when refused', async (query, status) => {
    await t.start();
    const answer = await call('GET', `/api/help/ended?${query}`);
    expect(answer.statusCode).toBe(status);
    if (status === 400) expect(answer.json().error).toMatch(/[æøå]|Ugyldig/);
  });
});
