import { randomUUID } from 'node:crypto';
import { HELP_STATUSES, type HelpStatus } from '@havhjaelp/common/help';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import * as repo from './repository';
import { mayChangeStatus, offerRefusal, type HelpRole } from './rules';

const NOW_ISO = '2026-11-21T12:00:00.000Z';
const ROLES: HelpRole[] = ['owner', 'helper', 'other'];

/**
 * The conditional updates enforce the pure rules (whose own table is in rules.test.ts): for every
 * status a request can be in, a change applies in the database exactly when the rules allow it,
 * and a refused one leaves the row as it was. Runs on SQLite and on PostgreSQL.
 */
describe('the help repository enforces the status rules', () => {
  const t = useTestApp();
  let people: Record<HelpRole, TestUser>;

  beforeAll(async () => {
    await t.start();
    people = {
      owner: await registerUser(t, 'ejer'),
      helper: await registerUser(t, 'hjaelper'),
      other: await registerUser(t, 'anden'),
    };
  });

  async function requestIn(status: HelpStatus, helperId: string | null): Promise<string> {
    const id = randomUUID();
    await repo.insertRequest(t.db, {
      id,
      user_id: people.owner.id,
      vessel_name: 'Søstjernen',
      type: 'motorstop',
      priority: 'normal',
      description: 'Motorstop',
      status,
      lat: 55.7,
      lng: 12.6,
      search_radius_nm: 3,
      helper_id: helperId,
      created_at: NOW_ISO,
      updated_at: NOW_ISO,
      client_key: null,
    });
    return id;
  }

  async function rowOf(id: string) {
    return t.db
      .selectFrom('help_requests')
      .select(['status', 'helper_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  const everyChange = ROLES.flatMap((role) =>
    HELP_STATUSES.flatMap((from) => HELP_STATUSES.map((to) => [role, from, to] as const)),
  );

  it(`changes status exactly as mayChangeStatus allows (${everyChange.length} changes)`, async () => {
    for (const [role, from, to] of everyChange) {
      const id = await requestIn(from, people.helper.id);
      const applied = await repo.changeStatusIf(t.db, id, {
        role,
        userId: people[role].id,
        to,
        nowIso: NOW_ISO,
      });
      const allowed = mayChangeStatus(role, from, to);
      const what = `${role}: ${from} → ${to}`;
      expect(applied !== undefined, what).toBe(allowed);
      expect((await rowOf(id)).status, what).toBe(allowed ? to : from);
    }
  });

  it('changes status only for the person the role names', async () => {
    const id = await requestIn('accepted', people.helper.id);
    const change = (role: HelpRole, userId: string, to: HelpStatus) =>
      repo.changeStatusIf(t.db, id, { role, userId, to, nowIso: NOW_ISO });
    expect(await change('owner', people.other.id, 'cancelled')).toBeUndefined();
    expect(await change('helper', people.other.id, 'arrived')).toBeUndefined();
    expect((await rowOf(id)).status).toBe('accepted');
    // The owner's close answers the helper its thank-you goes to.
    expect(await change('owner', people.owner.id, 'resolved')).toEqual({
      helper_id: people.helper.id,
    });
  });

  it.each(HELP_STATUSES)(
    'takes an offer and an accept on a request %s without a helper exactly as offerRefusal allows',
    async (from) => {
      const ok =
        offerRefusal({ user_id: people.owner.id, helper_id: null, status: from }, 'x') ===
        undefined;
      const offered = await requestIn(from, null);
      expect(await repo.takeOffer(t.db, offered, people.other.id, NOW_ISO)).toBe(ok);
      expect(await rowOf(offered)).toEqual({ status: ok ? 'offered' : from, helper_id: null });
      const accepted = await requestIn(from, null);
      expect(await repo.setHelperOnce(t.db, accepted, people.helper.id, NOW_ISO)).toBe(ok);
      expect(await rowOf(accepted)).toEqual(
        ok
          ? { status: 'accepted', helper_id: people.helper.id }
          : { status: from, helper_id: null },
      );
    },
  );

  it('takes no offer from the owner, nor once a helper is set', async () => {
    const own = await requestIn('active', null);
    expect(await repo.takeOffer(t.db, own, people.owner.id, NOW_ISO)).toBe(false);
    const withHelper = await requestIn('offered', people.helper.id);
    expect(await repo.takeOffer(t.db, withHelper, people.other.id, NOW_ISO)).toBe(false);
    expect(await repo.setHelperOnce(t.db, withHelper, people.other.id, NOW_ISO)).toBe(false);
    expect(await rowOf(own)).toEqual({ status: 'active', helper_id: null });
    expect(await rowOf(withHelper)).toEqual({ status: 'offered', helper_id: people.helper.id });
  });

  it('refuses a second offer row of one boater as ALREADY_OFFERED, not a database error', async () => {
    const id = await requestIn('offered', null);
    const offer = () => ({
      id: randomUUID(),
      request_id: id,
      user_id: people.other.id,
      message: '',
      estimated_arrival: null,
      status: 'offered' as const,
      created_at: NOW_ISO,
    });
    await repo.insertResponse(t.db, offer());
    await expect(repo.insertResponse(t.db, offer())).rejects.toMatchObject({
      statusCode: 409,
      code: 'ALREADY_OFFERED',
    });
  });
});
