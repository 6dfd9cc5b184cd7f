import { liveTopics } from '@havhjaelp/common/live';
import { afterEach, describe, expect, it } from 'vitest';
import { connectLive, listenForLive, type LiveClient } from '../../test/mqtt';
import { callApi, startTestApp, type TestApp } from '../../test/test-app';
import { acceptedHelp, createHelp, offerHelp, registerUser, type TestUser } from '../../test/users';

describe('a thank-you reaches the helper live', () => {
  let t: TestApp;
  let topics: ReturnType<typeof liveTopics>;
  let owner: TestUser;
  let helper: TestUser;
  let other: TestUser;
  const clients: LiveClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
    await t.close();
  });

  async function start() {
    t = await startTestApp();
    topics = liveTopics(t.config.mqttTopicRoot);
    owner = await registerUser(t, 'ejer');
    helper = await registerUser(t, 'hjaelper');
    other = await registerUser(t, 'anden');
  }

  /** Each person on the live channel, following their own user topic and new requests. */
  async function everyoneListening(url: string) {
    const listening = await Promise.all(
      [owner, helper, other].map(async (user) => {
        const client = await connectLive(url, user.token);
        clients.push(client);
        await client.client.subscribeAsync([topics.userMessages(user.id), topics.helpNew]);
        return client;
      }),
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
    const url = await listenForLive(t);
    const { ownerLive, helperLive, otherLive } = await everyoneListening(url);
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
    const url = await listenForLive(t);
    const { helperLive, otherLive } = await everyoneListening(url);
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
