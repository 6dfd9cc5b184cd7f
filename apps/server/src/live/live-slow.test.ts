import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import { rawSubscriber } from '../test/mqtt';
import { callApi } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { acceptedHelp, registerUser } from '../test/users';

/**
 * Chat lines are the largest events (2000 characters; '海' is 3 bytes in UTF-8, so about 6 kB),
 * which fills a frozen reader's socket buffers with the fewest API calls. On this kind of machine
 * the buffers hold about 4 MB, some 700 events; the test goes on until the broker drops the frozen
 * client, at most this many events.
 */
const MAX_EVENTS = 5_000;
/** Events sent after the frozen client is gone, to see delivery go on. */
const EVENTS_AFTER = 20;
const LONG_LINE = '海'.repeat(2000);

describe('a frozen subscriber', () => {
  // The app's clock steps 2 s per line, to stay under the 30 chat lines a minute one account may write.
  const t = useTestApp({ clock: new Date('2026-11-21T12:00:00.000Z') });

  /**
   * The helper's browser tab freezes (its socket stops reading) while the owner keeps chatting;
   * the owner's own live client must keep getting every line. Answers how long each line took
   * from the API call to the owner's live client, and whether the frozen client was cut off.
   */
  async function chatPastAFrozenHelper() {
    await t.start();
    const url = await t.liveUrl();
    const topics = liveTopics(t.config.mqttTopicRoot);
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const id = await acceptedHelp(t, owner, helper);

    const frozen = await rawSubscriber(url, helper.token, topics.helpChat(id));
    frozen.ws.pause();
    const normal = await t.live(owner, topics.helpChat(id));

    const latencies: number[] = [];
    const sentIds: string[] = [];
    const sendOne = async () => {
      t.clock.advance(2_001);
      const sentAt = Date.now();
      const posted = await callApi(t, 'POST', `/api/help/${id}/chat`, owner.token, {
        message: LONG_LINE,
      });
      expect(posted.statusCode).toBe(200);
      const messageId = posted.json().id;
      sentIds.push(messageId);
      const arrived = await normal.waitFor((m) => m.event.data.id === messageId, 30_000);
      latencies.push(arrived.receivedAt - sentAt);
    };
    // The server holds two sockets, the frozen one and the owner's, until the broker drops one.
    const openSockets = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
    expect(await openSockets()).toBe(2);
    while ((await openSockets()) === 2) {
      if (sentIds.length >= MAX_EVENTS) throw new Error('the frozen client was never cut off');
      await sendOne();
    }
    const eventsUntilCut = sentIds.length;
    for (let i = 0; i < EVENTS_AFTER; i++) await sendOne();
    expect(normal.isClosed).toBe(false);

    // Reading again, the frozen client finds what its buffers held, then the broker's hang-up.
    frozen.ws.resume();
    await Promise.race([
      frozen.closed,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the frozen client was never cut off')), 30_000),
      ),
    ]);
    return {
      eventsUntilCut,
      latencies,
      sentIds,
      received: normal.messages.map((m) => m.event.data.id),
      frozenBytes: frozen.bytesReceived(),
    };
  }

  it(
    'is cut off, and every event still reaches the others',
    {
      timeout: 180_000,
    },
    async () => {
      const { eventsUntilCut, sentIds, received, frozenBytes } = await chatPastAFrozenHelper();
      expect(received).toEqual(sentIds);
      expect(received).toHaveLength(eventsUntilCut + EVENTS_AFTER);
      // The frozen client got only what fit in its buffers before it was dropped.
      expect(frozenBytes).toBeLessThan(eventsUntilCut * Buffer.byteLength(LONG_LINE));
    },
  );

  // Writes never wait for a reader (bounded-stream.ts), so nothing queues behind the frozen one.
  it('does not delay the others', { timeout: 180_000 }, async () => {
    const { latencies } = await chatPastAFrozenHelper();
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  });
});
