import { CHAT_MESSAGES } from '@havhjaelp/common/chats';
import { LIMITS } from '@havhjaelp/common/limits';
import type { Route } from '@playwright/test';
import { ownerWithAcceptedHelper } from '../support/accepted-chat';
import { expectNoAxeFindings } from '../support/axe';
import { expect, expectChatMessages, test } from '../support/help';
import { expectOnTop } from '../support/visibility';

const CHAT_WINDOWS = 'section[aria-label^="Chat: "]';

test('a refused chat line says why in the window, keeps the text, and the message goes with the next line sent', async ({
  request,
  openBrowser,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_FAILED|status of 429/);
  const { owner, call, page, chat } = await ownerWithAcceptedHelper(
    request,
    openBrowser,
    'Skrivefrøken',
  );
  const input = chat.getByRole('textbox', { name: 'Skriv en besked' });
  const refusal = chat.getByRole('alert');

  // The connection drops as the line is sent: the window says so and the line stays typed.
  const isLines = (url: URL) => url.pathname === `/api/help/${call.id}/chat`;
  await page.route(isLines, (route: Route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
  );
  await input.fill('Vi har stadig motorstop.');
  await input.press('Enter');
  await expect(refusal).toHaveText(/^Netværksfejl: /);
  await expect(input).toHaveValue('Vi har stadig motorstop.');
  await page.unroute(isLines);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expectChatMessages(chat, [[owner.username, 'Vi har stadig motorstop.']]);
  await expect(refusal).toHaveCount(0);
  await expect(input).toHaveValue('');

  // Written fast (from another device too), the lines reach the limit of a minute: the next one
  // typed here is refused with the server's words, on top in the window.
  for (let line = 2; line <= LIMITS.posting.chatLinesPerMinute; line++) {
    const sent = await request.post(`/api/help/${call.id}/chat`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { message: `Linje ${line}` },
    });
    expect(sent.status()).toBe(200);
  }
  await input.fill('En linje for meget');
  await input.press('Enter');
  await expect(refusal).toHaveText(CHAT_MESSAGES.tooManyLines);
  await expectOnTop(refusal);
  await expect(input).toHaveValue('En linje for meget');

  // A window full of lines scrolls, and a keyboard can scroll it too.
  await expect(chat.locator('.chat-message')).toHaveCount(LIMITS.posting.chatLinesPerMinute);
  await expectNoAxeFindings(page, 'a chat window full of lines', CHAT_WINDOWS);
});
