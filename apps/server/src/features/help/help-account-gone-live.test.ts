import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../test/mqtt';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, registerUser, type TestUser } from '../../test/users';

/** The status events on the update topic, in the order they came. */
const statusEvents = (messages: LiveMessage[], topic: string) =>
  messages
    .filter((m) => m.topic === topic && m.event.action === 'status_updated')
    .map((m) => m.event.data as { id: string; status: string });

describe('a deleted account announces what it changes', () => {
  const t = useTestApp();

  async function deleteAccount(user: TestUser) {
    const response = await t.call('DELETE', '/api/auth/account', user, {
      confirmPassword: user.password,
    });
    expect(response.statusCode).toBe(200);
  }

  it('cancels the owner’s open requests and hands back those it helped with, live to everyone', async () => {
    await t.start();
    const topics = liveTopics(t.config.mqttTopicRoot);
    const leaving = await registerUser(t, 'forlader');
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');

    const waiting = await createHelp(t, leaving, { vesselName: 'Venter' });
    const helped = await acceptedHelp(t, leaving, helper, { vesselName: 'Hjulpet' });
    const helping = await acceptedHelp(t, owner, leaving, { vesselName: 'Hjælper' });
    const ended = await createHelp(t, leaving, { vesselName: 'Afsluttet' });
    expect((await t.call('POST', `/api/help/${ended}/close`, leaving)).statusCode).toBe(200);

    const anonymous = await t.live(undefined, topics.helpUpdate, topics.helpNew);
    const helperChat = await t.live(helper, topics.helpChat(helped));
    const ownerChat = await t.live(owner, topics.helpChat(helping));
    await deleteAccount(leaving);

    // A later request marks the end: the broker delivers to a client in the order it publishes.
    const marker = await createHelp(t, owner, { vesselName: 'Markøren' });
    await anonymous.waitFor((m) => m.topic === topics.helpNew && m.event.data.id === marker);
    const events = statusEvents(anonymous.messages, topics.helpUpdate);
    expect(events).toHaveLength(3);
    expect(events).toEqual(
      expect.arrayContaining([
        { id: waiting, status: 'cancelled' },
        { id: helped, status: 'cancelled' },
        { id: helping, status: 'active' },
      ]),
    );
    // The ended request is not announced again.
    expect(events.some((e) => e.id === ended)).toBe(false);

    // What the events tell is what the server now holds.
    const helpingNow = (await t.call('GET', `/api/help/${helping}`, owner)).json();
    expect([helpingNow.status, helpingNow.helperId]).toEqual(['active', null]);
    const helpedNow = (await t.call('GET', `/api/help/${helped}`, helper)).json();
    expect(helpedNow.status).toBe('cancelled');

    // The chats are gone for the people left behind, and their chat topics stay silent.
    expect((await t.call('GET', '/api/chats', helper)).json()).toEqual({ chats: [] });
    expect((await t.call('GET', '/api/chats', owner)).json()).toEqual({ chats: [] });
    const write = await t.call('POST', `/api/help/${helped}/chat`, helper, { message: 'Hallo?' });
    expect(write.statusCode).toBe(409);
    expect(helperChat.messages).toEqual([]);
    expect(ownerChat.messages).toEqual([]);
  });

  it('announces nothing for an account with nothing open', async () => {
    await t.start();
    const topics = liveTopics(t.config.mqttTopicRoot);
    const quiet = await registerUser(t, 'stille');
    const owner = await registerUser(t, 'ejer');
    const anonymous = await t.live(undefined, topics.helpUpdate, topics.helpNew);
    await deleteAccount(quiet);
    const marker = await createHelp(t, owner);
    await anonymous.waitFor((m) => m.topic === topics.helpNew && m.event.data.id === marker);
    expect(statusEvents(anonymous.messages, topics.helpUpdate)).toEqual([]);
  });
});
