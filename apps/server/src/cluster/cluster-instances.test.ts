import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import { callApi } from '../test/test-app';
import { useTestCluster } from '../test/use-test-cluster';
import { acceptedHelp, createHelp, registerUser } from '../test/users';

const topics = liveTopics('havhjaelp');

describe('two app instances sharing PostgreSQL and Redis', () => {
  const t = useTestCluster();

  it('share the database: an account registered on A has a session B accepts', async () => {
    const user = await registerUser(t.a, 'tvilling');
    const me = await callApi(t.b, 'GET', '/api/auth/me', user.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'tvilling' });
  });

  it('a request created through A reaches a live subscriber on B', async () => {
    const owner = await registerUser(t.a, 'ejer_a', { boatName: 'Havørnen' });
    const onB = await t.live(t.b, undefined, topics.helpNew);
    const id = await createHelp(t.a, owner);
    const message = await onB.waitFor((m) => m.event.data.id === id, 5_000);
    expect(message.event).toMatchObject({
      action: 'new_help_request',
      data: { id, vesselName: 'Havørnen', status: 'active' },
    });
  });

  it('a chat line posted on B reaches the owner subscribed on A', async () => {
    const owner = await registerUser(t.a, 'ejer_chat');
    const helper = await registerUser(t.b, 'hjaelper_chat');
    const id = await acceptedHelp(t.a, owner, helper);
    const ownerOnA = await t.live(t.a, owner, topics.helpChat(id));
    const posted = await callApi(t.b, 'POST', `/api/help/${id}/chat`, helper.token, {
      message: 'Vi er der om ti minutter',
    });
    expect(posted.statusCode).toBe(200);
    const line = await ownerOnA.waitFor((m) => m.event.action === 'chat_message', 5_000);
    expect(line.event.data).toMatchObject({ message: 'Vi er der om ti minutter' });
  });
});
