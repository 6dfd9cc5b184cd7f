import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import type { LiveClient } from '../../test/mqtt';
import { callApi } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, offerHelp, registerUser, type TestUser } from '../../test/users';

describe('a thank-you reaches the helper live', () => {
  const t = useTestApp();
  let topics: ReturnType<typeof liveTopics>;
  let owner: TestUser;
  let helper: TestUser;
  let other: TestUser;

  async function start() {
    await t.start();
    topics = liveTopics(t.config.mqttTopicRoot);
    owner = await registerUser(t, 'ejer');
    helper = await registerUser(t, 'hjaelper');
    other = await registerUser(t, 'anden');
  }

  /** Each person on the live channel, following their own user topic and new requests. */
  async function everyoneListening() {
    const listening = await Promise.all(
      [owner, helper, other].map((user) =>
        t.live(user, topics.userMessages(user.id), topics.helpNew),
      ),
    );
    return { ownerLive: listening[0]!, helperLive: listening[1]!, otherLive: listening[2]! };
  }

  /**
   * A later event seen by every client: the broker delivers in order per client, so whatever was
   * sent to a client before it has arrived once this has.
   */
  async function afterEverythingSent(...clientsToWait: LiveClient[]) {
    const marker = await createHelp(t, other, { vesselName: 'Markøren' });
    for (const client of clientsToWait) {
      await client.waitFor((m) => m.topic === topics.helpNew && m.event.data.id === marker);
    }
  }

  const userMessages = (client: LiveClient) =>
    client.messages.filter((m) => m.topic.endsWith('/messages'));

  it('sends a private thank-you with its text and stars to the helper’s own topic and no one else’s', async () => {
    await start();
    const { ownerLive, helperLive, otherLive } = await everyoneListening();
    const id = await acceptedHelp(t, owner, helper, { vesselName: 'Havørnen' });
    await offerHelp(t, await createHelp(t, owner), other);

    const closed = await callApi(t, 'POST', `/api/help/${id}/close`, owner.token, {
      testimonial: '  Tak for slæbet ind til Helsingør!  ',
      rating: 4,
      isPublic: false,
    });
    expect(closed.statusCode).toBe(200);
    const thanks = await helperLive.waitFor((m) => m.event.action === 'help_thanks');
    expect(thanks.topic).toBe(topics.userMessages(helper.id));
    expect(thanks.event).toEqual({
      action: 'help_thanks',
      data: {
        requestId: id,
        vesselName: 'Havørnen',
        ownerName: 'ejer',
        message: 'Tak for slæbet ind til Helsingør!',
        rating: 4,
      },
    });
    // Private: not among the public thank-yous, yet it reached the helper.
    expect((await callApi(t, 'GET', '/api/help/testimonials')).json().testimonials).toEqual([]);

    await afterEverythingSent(ownerLive, helperLive, otherLive);
    expect(userMessages(ownerLive)).toEqual([]);
    expect(userMessages(otherLive)).toEqual([]);
    expect(userMessages(helperLive).map((m) => m.event.action)).toEqual(['help_thanks']);
  });

  it('sends a public thank-you too, with the default five stars, and nothing when closed without one', async () => {
    await start();
    const { helperLive, otherLive } = await everyoneListening();
    const thanked = await acceptedHelp(t, owner, helper, { vesselName: 'Mågen' });
    const unthanked = await acceptedHelp(t, owner, helper, { vesselName: 'Ternen' });

    await callApi(t, 'POST', `/api/help/${unthanked}/close`, owner.token, {});
    await callApi(t, 'POST', `/api/help/${thanked}/close`, owner.token, {
      testimonial: 'Tusind tak',
      isPublic: true,
    });
    await afterEverythingSent(helperLive, otherLive);
    expect(userMessages(helperLive).map((m) => m.event)).toEqual([
      {
        action: 'help_thanks',
        data: {
          requestId: thanked,
          vesselName: 'Mågen',
          ownerName: 'ejer',
          message: 'Tusind tak',
          rating: 5,
        },
      },
    ]);
    expect(userMessages(otherLive)).toEqual([]);
  });
});
