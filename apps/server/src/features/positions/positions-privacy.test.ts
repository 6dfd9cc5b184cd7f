import { liveTopics } from '@havhjaelp/common/live';
import type { PositionReport } from '@havhjaelp/common/positions';
import { describe, expect, it } from 'vitest';
import type { LiveClient } from '../../test/mqtt';
import { befriend } from '../../test/friends';
import { holds, seeded, seenOf, type Seen } from '../../test/leaks';
import { reportFix, setSharing } from '../../test/positions';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, registerUser } from '../../test/users';
import { areaOf } from './rules';

/** How many fixes the sharer reports; each is looked for in every answer and live message. */
const FIXES = 500;
const SEED = 2024;

/**
 * Fixes in and around Danish waters to full double precision, each number long enough that
 * finding its text anywhere in an answer means it was given away.
 */
const random = seeded(SEED);
const SOURCES = ['gps', 'wifi', 'ip'] as const;
const fixes: PositionReport[] = Array.from({ length: FIXES }, () => ({
  lat: 54 + random() * 4,
  lng: 7.5 + random() * 8,
  accuracy: 1 + random() * 4_999,
  source: SOURCES[Math.floor(random() * SOURCES.length)]!,
}));

/** Whether what was seen gives away any part of the fix. */
function leaks(seen: Seen, fix: PositionReport): boolean {
  return [fix.lat, fix.lng, fix.accuracy].some((n) => holds(seen, n));
}

describe('a non-friend never learns a precise position', () => {
  const t = useTestApp();

  // Some 2,000 requests: minutes on a busy machine, far over the usual time a test is given.
  it(
    `over ${FIXES} random fixes, through any route or live topic a stranger or visitor may follow`,
    { timeout: 300_000 },
    async () => {
      await t.start();
      const topics = liveTopics(t.config.mqttTopicRoot);
      const sharer = await registerUser(t, 'deler', { boatName: 'Delfinen' });
      const friend = await registerUser(t, 'ven');
      const stranger = await registerUser(t, 'fremmed');
      const callOwner = await registerUser(t, 'ejer');
      const partner = await registerUser(t, 'partner');
      await befriend(t, sharer, friend);
      await setSharing(t, sharer, { enabled: true });
      // The sharer helps on an accepted call, so every fix also goes out live, to that owner alone.
      await acceptedHelp(t, partner, sharer);
      const partnerLive = await t.live(partner, topics.userMessages(partner.id));
      // The stranger helps someone else on an accepted call, so follows its chat as well.
      const call = await acceptedHelp(t, callOwner, stranger);
      const strangerLive = await t.live(
        stranger,
        topics.userMessages(stranger.id),
        topics.helpNew,
        topics.helpUpdate,
        topics.helpResponse,
        topics.helpChat(call),
      );
      const visitorLive = await t.live(undefined, topics.helpNew, topics.helpUpdate);

      let tried = 0;
      let leaked = 0;
      let friendSawPrecisely = 0;
      let answersChecked = 0;
      for (const fix of fixes) {
        await reportFix(t, sharer, fix);
        tried += 1;

        const strangerAnswer = await callApi(t, 'GET', '/api/positions', stranger.token);
        const visitorAnswer = await callApi(t, 'GET', '/api/positions');
        expect(strangerAnswer.statusCode).toBe(200);
        expect(visitorAnswer.statusCode).toBe(401);
        answersChecked += 2;
        if (leaks(seenOf(strangerAnswer.body), fix) || leaks(seenOf(visitorAnswer.body), fix)) {
          leaked += 1;
        }
        // The area, and nothing else: the same answer for every fix of the cell.
        const seen = strangerAnswer.json();
        expect(seen.friends).toEqual([]);
        expect(seen.partners).toEqual([]);
        expect(seen.others.map((other: { area: unknown }) => other.area)).toEqual([areaOf(fix)]);

        // The check itself finds a precise fix where one is given: the friend's answer has it.
        const friendAnswer = await callApi(t, 'GET', '/api/positions', friend.token);
        if (leaks(seenOf(friendAnswer.body), fix)) friendSawPrecisely += 1;
      }

      // A later event on the public topics: once it has arrived, everything sent before it has.
      const marker = await createHelp(t, callOwner);
      for (const client of [strangerLive, visitorLive]) {
        await client.waitFor(
          (m) => m.event.action === 'new_help_request' && m.event.data.id === marker,
        );
      }
      const messages = (client: LiveClient) =>
        client.messages.map((m) => seenOf(JSON.stringify(m.event)));
      const live = [...messages(strangerLive), ...messages(visitorLive)];
      const leakedLive = fixes.filter((fix) => live.some((text) => leaks(text, fix))).length;
      // The check finds a fix sent live where one is: the call's owner had every one.
      const last = fixes.at(-1)!;
      await partnerLive.waitFor((m) => leaks(seenOf(JSON.stringify(m.event)), last));
      const partnerSaw = fixes.filter((fix) =>
        messages(partnerLive).some((text) => leaks(text, fix)),
      ).length;

      console.warn(
        `positions privacy: ${tried} fixes tried, ${leaked + leakedLive} precise positions leaked ` +
          `(${answersChecked} answers to a stranger and a visitor, ${live.length} live messages); ` +
          `the friend saw ${friendSawPrecisely} and the call's owner ${partnerSaw} of them precisely`,
      );
      expect(tried).toBe(FIXES);
      expect(leaked).toBe(0);
      expect(leakedLive).toBe(0);
      expect(friendSawPrecisely).toBe(FIXES);
      expect(partnerSaw).toBe(FIXES);
    },
  );
});
