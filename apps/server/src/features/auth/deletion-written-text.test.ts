import {
  DELETED_USER_NAME,
  WRITTEN_TEXT_AFTER_DELETION,
  type AfterDeletion,
} from '@havhjaelp/common/auth-deletion';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { createTopic, reply } from '../../test/forum';
import { befriend, directMessage } from '../../test/friends';
import { callApi, type Method } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, expectOk, offerHelp, registerUser } from '../../test/users';

type Topic = keyof typeof WRITTEN_TEXT_AFTER_DELETION;

/**
 * What the privacy page says of the texts a deleted person wrote (common/auth-deletion.ts), held
 * against what the others see once the account is gone: a text is 'kept' when it is still there
 * and shown as written by 'Slettet bruger', 'removed' when it is nowhere to be seen.
 */
describe('the texts of a deleted account', () => {
  const t = useTestApp();

  it('are kept or removed as the privacy page says, each of them', async () => {
    await t.start();
    const [writer, mate, other] = await Promise.all(
      ['skribent', 'makker', 'anden'].map((name) => registerUser(t, name)),
    );
    const as = (user: typeof mate) => (method: Method, url: string, body?: object) =>
      callApi(t, method, url, user!.token, body);

    // The writer's call, helped by the mate, with a line in its chat and a thank-you.
    const own = await acceptedHelp(t, writer!, mate!, { description: 'Motoren er død ved Hven' });
    await expectOk('line', await as(writer)('POST', `/api/help/${own}/chat`, { message: 'Kom!' }));
    await expectOk(
      'close',
      await as(writer)('POST', `/api/help/${own}/close`, { testimonial: 'Tak, makker' }),
    );
    // The other's call: the writer offers help; the other's call the mate helps with.
    const othersCall = await createHelp(t, other!);
    await offerHelp(t, othersCall, writer!);
    const topic = await createTopic(t, writer!, { title: 'Skribentens emne' });
    await reply(t, writer!, topic, 'Skribentens svar');
    await befriend(t, writer!, mate!);
    await directMessage(t, writer!, mate!, 'Skribentens direkte besked');

    await expectOk(
      'delete',
      await as(writer)('DELETE', '/api/auth/account', {
        confirmPassword: ACCOUNT_PASSWORD,
      }),
    );

    const observed: Record<Topic, AfterDeletion | 'shown under the old name'> = {
      help_descriptions: await (async () => {
        const call = await expectOk('call', await as(mate)('GET', `/api/help/${own}`));
        if (call.description !== 'Motoren er død ved Hven') return 'removed';
        return call.userName === DELETED_USER_NAME ? 'kept' : 'shown under the old name';
      })(),
      forum_posts: await (async () => {
        const page = await expectOk('topic', await as(mate)('GET', `/api/forum/topics/${topic}`));
        const replyShown = page.posts.find(
          (post: { content: string }) => post.content === 'Skribentens svar',
        );
        if (!replyShown || page.topic.title !== 'Skribentens emne') return 'removed';
        const names = [page.topic.author_name, replyShown.author_name];
        return names.every((name) => name === DELETED_USER_NAME)
          ? 'kept'
          : 'shown under the old name';
      })(),
      thanks_given: await (async () => {
        const data = await expectOk('export', await as(mate)('GET', '/api/auth/export-data'));
        const [thanks] = data.help_thanks_received;
        if (thanks?.message !== 'Tak, makker') return 'removed';
        return thanks.username === DELETED_USER_NAME ? 'kept' : 'shown under the old name';
      })(),
      help_offers: await (async () => {
        const answer = await expectOk(
          'offers',
          await as(other)('GET', `/api/help/${othersCall}/responses`),
        );
        return answer.responses.length === 0 ? 'removed' : 'kept';
      })(),
      chat_lines: await (async () => {
        const chat = await expectOk('chat', await as(mate)('GET', `/api/help/${own}/chat`));
        const lines = await t.db
          .selectFrom('chat_messages')
          .select('message')
          .where('user_id', '=', writer!.id)
          .execute();
        return chat.messages.length === 0 && lines.length === 0 ? 'removed' : 'kept';
      })(),
    };
    const said = Object.fromEntries(
      Object.entries(WRITTEN_TEXT_AFTER_DELETION).map(([topic, { fate }]) => [topic, fate]),
    );
    expect(observed).toEqual(said);
    // Nothing else of the writer is left where the mate looks.
    const page = await as(mate)('GET', `/api/help/${own}`);
    expect(page.body).not.toContain('skribent');
  });
});
