import type { HelpStatus } from '@havhjaelp/common/help';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, offerHelp, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ROUNDS = 50;
/** Each round makes one call: 13 minutes apart, an owner stays within five calls an hour. */
const ROUND_MS = 13 * 60_000;

type Answer = LightMyRequestResponse;

/**
 * Starts both requests on the same turn of the event loop (a barrier both wait on), `first` first
 * in even rounds and `second` first in odd ones, so the race is run in both orders.
 */
async function atOnce(
  round: number,
  first: () => Promise<Answer>,
  second: () => Promise<Answer>,
): Promise<[Answer, Answer]> {
  let open!: () => void;
  const barrier = new Promise<void>((resolve) => {
    open = resolve;
  });
  const [a, b] = round % 2 === 0 ? [first, second] : [second, first];
  const both = Promise.all([barrier.then(a), barrier.then(b)]);
  open();
  const [answerA, answerB] = await both;
  return round % 2 === 0 ? [answerA, answerB] : [answerB, answerA];
}

/** The answer is a success, or a refusal with one of `codes`: never a 500. */
function expectOkOr409(answer: Answer, codes: string[], what: string): boolean {
  const said = `${what}: ${answer.statusCode} ${answer.body}`;
  if (answer.statusCode === 200) return true;
  expect(answer.statusCode, said).toBe(409);
  expect(codes, said).toContain(answer.json().code);
  return false;
}

/**
 * Two requests that change one call at the same moment, 50 rounds each: every answer is a 200 or a
 * 409 with the code the rules give, and the call ends in a state the rules allow. Races need
 * PostgreSQL's parallel transactions to show (the `server-pg` project); on SQLite they run too.
 */
describe('help state changes racing each other', () => {
  const t = useTestApp({ clock: NOW });

  async function statusOf(id: string): Promise<HelpStatus> {
    const row = await t.db
      .selectFrom('help_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  async function offersOn(id: string) {
    return t.db
      .selectFrom('help_responses')
      .select(['user_id', 'status'])
      .where('request_id', '=', id)
      .execute();
  }

  const cancel = (owner: TestUser, id: string) =>
    t.call('PUT', `/api/help/${id}`, owner, { status: 'cancelled' });
  const offer = (helper: TestUser, id: string) =>
    t.call('POST', `/api/help/${id}/respond`, helper, {});

  /** The test: on a new app, an owner and a helper play `round` 50 times, 13 minutes apart. */
  function inRounds(
    round: (n: number, people: { owner: TestUser; helper: TestUser }) => Promise<void>,
  ) {
    return async () => {
      await t.start();
      const people = {
        owner: await registerUser(t, 'ejer'),
        helper: await registerUser(t, 'hjaelper'),
      };
      for (let n = 0; n < ROUNDS; n++) {
        await round(n, people);
        t.clock.advance(ROUND_MS);
      }
    };
  }

  it(
    `a helper's 'arrived' never reopens a call the owner closes at once (${ROUNDS} rounds)`,
    inRounds(async (n, { owner, helper }) => {
      const id = await acceptedHelp(t, owner, helper);
      // The owner ends it as resolved both ways the app offers: the status and the close dialog.
      const resolve = () =>
        n % 4 < 2
          ? t.call('PUT', `/api/help/${id}`, owner, { status: 'resolved' })
          : t.call('POST', `/api/help/${id}/close`, owner, {});
      const [arrived, resolved] = await atOnce(
        n,
        () => t.call('PUT', `/api/help/${id}`, helper, { status: 'arrived' }),
        resolve,
      );
      expectOkOr409(arrived, ['STATUS_NOT_ALLOWED'], `round ${n}: arrived`);
      expect(resolved.statusCode, `round ${n}: resolved: ${resolved.body}`).toBe(200);
      expect(await statusOf(id), `round ${n}`).toBe('resolved');
    }),
  );

  it(
    `an offer never turns a call the owner cancels at once back to 'offered' (${ROUNDS} rounds)`,
    inRounds(async (n, { owner, helper }) => {
      const id = await createHelp(t, owner);
      const [offered, cancelled] = await atOnce(
        n,
        () => offer(helper, id),
        () => cancel(owner, id),
      );
      const taken = expectOkOr409(offered, ['REQUEST_CLOSED'], `round ${n}: offer`);
      expect(cancelled.statusCode, `round ${n}: cancel: ${cancelled.body}`).toBe(200);
      expect(await statusOf(id), `round ${n}`).toBe('cancelled');
      // A refused offer leaves nothing behind.
      expect(await offersOn(id), `round ${n}`).toHaveLength(taken ? 1 : 0);
    }),
  );

  it(
    `two offers from one boater at once: one is taken, the other is ALREADY_OFFERED (${ROUNDS} rounds)`,
    inRounds(async (n, { owner, helper }) => {
      const id = await createHelp(t, owner);
      const answers = await atOnce(
        n,
        () => offer(helper, id),
        () => offer(helper, id),
      );
      const taken = answers.filter((answer, i) =>
        expectOkOr409(answer, ['ALREADY_OFFERED'], `round ${n}: offer ${i + 1}`),
      );
      expect(taken, `round ${n}`).toHaveLength(1);
      expect(await offersOn(id), `round ${n}`).toEqual([{ user_id: helper.id, status: 'offered' }]);
      expect(await statusOf(id), `round ${n}`).toBe('offered');
      // Ended, so the owner stays under the open-call cap.
      const ended = await cancel(owner, id);
      expect(ended.statusCode, ended.body).toBe(200);
    }),
  );

  it(
    `accepting a helper never reopens a call the owner cancels at once (${ROUNDS} rounds)`,
    inRounds(async (n, { owner, helper }) => {
      const id = await createHelp(t, owner);
      const offerId = await offerHelp(t, id, helper);
      const [accept, cancelled] = await atOnce(
        n,
        () => t.call('POST', `/api/help/${id}/accept/${offerId}`, owner),
        () => cancel(owner, id),
      );
      const accepted = expectOkOr409(accept, ['REQUEST_CLOSED'], `round ${n}: accept`);
      expect(cancelled.statusCode, `round ${n}: cancel: ${cancelled.body}`).toBe(200);
      expect(await statusOf(id), `round ${n}`).toBe('cancelled');
      // The offer is accepted exactly when the accept was answered 200.
      expect(await offersOn(id), `round ${n}`).toEqual([
        { user_id: helper.id, status: accepted ? 'accepted' : 'offered' },
      ]);
    }),
  );
});
