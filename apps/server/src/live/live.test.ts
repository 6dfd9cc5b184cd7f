import type { IncomingMessage } from 'node:http';
import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveMessage } from '../test/mqtt';
import { callApi } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import {
  acceptedHelp,
  createHelp,
  helpBody,
  offerHelp,
  registerUser,
  type TestUser,
} from '../test/users';

/** What mqtt.js 5 rejects subscribeAsync with when the broker refuses a topic (SUBACK 128). */
const REFUSED = {
  message: 'Subscribe error: Unspecified error',
  packet: expect.objectContaining({ cmd: 'suback', granted: [128] }),
};

describe('live channel', () => {
  const t = useTestApp();
  const { live } = t;
  let url: string;
  let topics: ReturnType<typeof liveTopics>;

  async function start(env: Record<string, string> = {}) {
    await t.start(env);
    url = await t.liveUrl();
    topics = liveTopics(t.config.mqttTopicRoot);
  }
  const on = (topic: string, action: string, id?: string) => (m: LiveMessage) =>
    m.topic === topic &&
    m.event.action === action &&
    (id === undefined || m.event.data.id === id || m.event.data.requestId === id);

  it('tells anonymous clients of new requests with the public view, and of status changes', async () => {
    await start();
    expect(t.config.mqttTopicRoot).toBe('havhjaelp');
    expect(topics.helpNew).toBe('havhjaelp/help/new');
    const owner = await registerUser(t, 'ejer', { boatName: 'Havørnen', phone: '+45 12341234' });
    const helper = await registerUser(t, 'hjaelper');
    const anonymous = await live(undefined, topics.helpNew, topics.helpUpdate);

    const created = await callApi(
      t,
      'POST',
      '/api/help',
      owner.token,
      helpBody({ description: 'Hemmelig beskrivelse', priority: 'critical' }),
    );
    const id = created.json().id;
    const announced = await anonymous.waitFor(on(topics.helpNew, 'new_help_request', id));
    const publicView = (await callApi(t, 'GET', '/api/help')).json().requests[0];
    expect(announced.event).toEqual({ action: 'new_help_request', data: publicView });
    expect(announced.event.data).toMatchObject({ position: { lat: 55.68, lng: 12.57 } });
    for (const hidden of ['description', 'userId', 'helperId', 'vhfChannel', 'boatName']) {
      expect(announced.event.data).not.toHaveProperty(hidden);
    }
    expect(JSON.stringify(announced.event)).not.toMatch(/Hemmelig|12341234|example\.dk|676123/);

    const responseId = await offerHelp(t, id, helper);
    await callApi(t, 'POST', `/api/help/${id}/accept/${responseId}`, owner.token);
    await callApi(t, 'PUT', `/api/help/${id}`, helper.token, { status: 'on_way' });
    await callApi(t, 'POST', `/api/help/${id}/close`, owner.token, {});
    await anonymous.waitFor(on(topics.helpUpdate, 'status_updated', id));
    const lastUpdate = await anonymous.waitFor(
      (m) => m.topic === topics.helpUpdate && m.event.data.status === 'resolved',
    );
    expect(lastUpdate.event).toEqual({
      action: 'status_updated',
      data: { id, status: 'resolved' },
    });
    expect(anonymous.messages.map((m) => [m.topic, m.event.action, m.event.data.status])).toEqual([
      [topics.helpNew, 'new_help_request', 'active'],
      [topics.helpUpdate, 'status_updated', 'offered'],
      [topics.helpUpdate, 'status_updated', 'accepted'],
      [topics.helpUpdate, 'status_updated', 'on_way'],
      [topics.helpUpdate, 'status_updated', 'resolved'],
    ]);
  });

  it('uses MQTT_TOPIC_ROOT as the root of every topic', async () => {
    await start({ MQTT_TOPIC_ROOT: 'hh-test' });
    const owner = await registerUser(t, 'ejer');
    const client = await live(undefined, 'hh-test/help/new');
    await expect(client.client.subscribeAsync('havhjaelp/help/new')).rejects.toMatchObject(REFUSED);
    const id = await createHelp(t, owner);
    expect((await client.waitFor(on('hh-test/help/new', 'new_help_request', id))).topic).toBe(
      'hh-test/help/new',
    );
  });

  it('tells logged-in users of offers, and owner and helper of chat messages after accept', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const watcher = await registerUser(t, 'tilskuer');
    const watching = await live(watcher, topics.helpResponse);
    const id = await createHelp(t, owner);
    const responseId = await offerHelp(t, id, helper);
    const offer = await watching.waitFor(on(topics.helpResponse, 'new_response', id));
    expect(offer.event).toEqual({ action: 'new_response', data: { requestId: id } });

    await callApi(t, 'POST', `/api/help/${id}/accept/${responseId}`, owner.token);
    const ownerLive = await live(owner, topics.helpChat(id));
    const helperLive = await live(helper, topics.helpChat(id));
    const posted = await callApi(t, 'POST', `/api/help/${id}/chat`, helper.token, {
      message: '  Ti minutter væk  ',
    });
    expect(posted.statusCode).toBe(200);
    for (const participant of [ownerLive, helperLive]) {
      const message = await participant.waitFor(on(topics.helpChat(id), 'chat_message'));
      expect(message.event).toEqual({ action: 'chat_message', data: posted.json() });
      expect(message.event.data).toMatchObject({ message: 'Ti minutter væk', userId: helper.id });
    }
  });

  it('refuses topics a client may not follow, one topic at a time (SUBACK 128)', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const offerer = await registerUser(t, 'tilbyder');
    const stranger = await registerUser(t, 'fremmed');
    const waiting = await createHelp(t, owner);
    await offerHelp(t, waiting, offerer);
    const id = await acceptedHelp(t, owner, helper);
    const root = t.config.mqttTopicRoot;

    const refusals: [TestUser | undefined, string][] = [
      [undefined, topics.helpResponse],
      [undefined, topics.helpChat(id)],
      [undefined, topics.userMessages(owner.id)],
      [stranger, topics.userMessages(owner.id)],
      [stranger, topics.helpChat(id)],
      [offerer, topics.helpChat(waiting)],
      // No chat before a helper is accepted, not even for the owner.
      [owner, topics.helpChat(waiting)],
      [helper, topics.helpChat('00000000-0000-4000-8000-000000000000')],
      [stranger, `${root}/#`],
      [stranger, `${root}/help/+/chat`],
      [stranger, `${root}/user/+/messages`],
      [owner, '#'],
      [undefined, '#'],
      [undefined, `+/help/new`],
      [stranger, 'andet/help/new'],
    ];
    for (const [user, topic] of refusals) {
      const client = await live(user);
      await expect(
        client.client.subscribeAsync(topic),
        `${user?.username} ${topic}`,
      ).rejects.toMatchObject(REFUSED);
      // Refusing a topic does not end the connection.
      expect(client.client.connected).toBe(true);
    }
    const own = await live(owner);
    expect(await own.client.subscribeAsync(topics.userMessages(owner.id))).toEqual([
      { topic: topics.userMessages(owner.id), qos: 0 },
    ]);
  });

  it('delivers nothing on a refused topic, while the granted ones of the same SUBSCRIBE work', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const stranger = await registerUser(t, 'fremmed');
    const id = await acceptedHelp(t, owner, helper);
    const root = t.config.mqttTopicRoot;
    const snoop = await live(stranger);
    await expect(
      snoop.client.subscribeAsync([topics.helpNew, topics.helpChat(id), `${root}/#`]),
    ).rejects.toMatchObject({ packet: expect.objectContaining({ granted: [0, 128, 128] }) });
    const anonymous = await live();
    await expect(
      anonymous.client.subscribeAsync([topics.helpNew, topics.helpResponse]),
    ).rejects.toMatchObject({ packet: expect.objectContaining({ granted: [0, 128] }) });

    await callApi(t, 'POST', `/api/help/${id}/chat`, owner.token, { message: 'Privat' });
    const other = await createHelp(t, owner);
    await offerHelp(t, other, helper);
    // A sentinel published after everything else: once it is in, nothing else is coming.
    const sentinel = await createHelp(t, owner);
    for (const client of [snoop, anonymous]) {
      await client.waitFor(on(topics.helpNew, 'new_help_request', sentinel));
      expect(client.messages.map((m) => [m.topic, m.event.data.id])).toEqual([
        [topics.helpNew, other],
        [topics.helpNew, sentinel],
      ]);
    }
  });

  it.each([
    ['a logged-in client', true],
    ['an anonymous client', false],
  ])('disconnects %s that publishes, and delivers nothing of it', async (_who, loggedIn) => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const forger = await registerUser(t, 'forfalsker');
    const id = await acceptedHelp(t, owner, await registerUser(t, 'hjaelper'));
    const observer = await live(owner, topics.helpNew, topics.helpUpdate, topics.helpChat(id));
    const publisher = await live(loggedIn ? forger : undefined, topics.helpNew);

    const forged = { action: 'status_updated', data: { id, status: 'cancelled' } };
    publisher.client.publish(topics.helpUpdate, JSON.stringify(forged));
    await publisher.waitForClose();
    // Only that connection ends: the same person may connect again, and the server's events flow.
    const again = await live(loggedIn ? forger : undefined, topics.helpNew);
    const sentinel = await createHelp(t, owner);
    await observer.waitFor(on(topics.helpNew, 'new_help_request', sentinel));
    expect(observer.messages.map((m) => [m.topic, m.event.action])).toEqual([
      [topics.helpNew, 'new_help_request'],
    ]);
    expect(publisher.messages).toEqual([]);
    await again.waitFor(on(topics.helpNew, 'new_help_request', sentinel));
    expect((await callApi(t, 'GET', `/api/help/${id}`, owner.token)).json().status).toBe(
      'accepted',
    );
  });

  it('refuses a bad, a revoked and an expired-looking token at CONNECT', async () => {
    await start();
    const user = await registerUser(t, 'ejer');
    const connect = (token: string) => live({ token });
    const badCredentials = { message: 'Connection refused: Bad username or password', code: 4 };
    await expect(connect('A'.repeat(43))).rejects.toMatchObject(badCredentials);
    await expect(connect('not a token at all')).rejects.toMatchObject(badCredentials);
    const working = await connect(user.token);
    expect(working.client.connected).toBe(true);
    await callApi(t, 'POST', '/api/auth/logout', user.token, {});
    await expect(connect(user.token)).rejects.toMatchObject(badCredentials);
  });

  // The session is checked at CONNECT and again whenever sessions of the user end.
  it('stops private events to a connection whose session has ended', async () => {
    await start();
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const id = await acceptedHelp(t, owner, helper);
    const helperLive = await live(helper, topics.helpChat(id), topics.helpNew);
    expect((await callApi(t, 'POST', '/api/auth/logout', helper.token, {})).statusCode).toBe(200);
    const posted = await callApi(t, 'POST', `/api/help/${id}/chat`, owner.token, {
      message: 'Efter log ud',
    });
    const sentinel = await createHelp(t, owner);
    await Promise.race([
      helperLive.waitForClose(),
      helperLive.waitFor(on(topics.helpNew, 'new_help_request', sentinel)),
    ]);
    expect(helperLive.messages.map((m) => m.event.data.id)).not.toContain(posted.json().id);
  });

  it('refuses a WebSocket from another Origin with HTTP 403, and allows the app’s own', async () => {
    await start({ PUBLIC_URL: 'https://havhjaelp.example' });
    const open = (origin: string) =>
      new Promise<{ status: number; body: string } | 'open'>((resolve, reject) => {
        const ws = new WebSocket(url, 'mqtt', { headers: { origin } });
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('unexpected-response', (_request, response: IncomingMessage) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        ws.once('error', reject);
      });
    const refused = await open('https://evil.example');
    expect(refused).toMatchObject({ status: 403 });
    expect(JSON.parse((refused as { body: string }).body)).toEqual({
      error: 'Forbindelsen er ikke tilladt fra dette domæne',
      code: 'FORBIDDEN_ORIGIN',
    });
    expect(await open('https://havhjaelp.example')).toBe('open');
  });
});
