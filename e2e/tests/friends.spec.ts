import { registerViaApi } from '../support/accounts';
import {
  chatsUnread,
  openFriendsTab,
  personRow,
  requestFriendViaApi,
  searchFor,
} from '../support/friends';
import { chatWindow, expect, expectChatMessages, test } from '../support/help';
import { expectOnTop } from '../support/visibility';

test('two boaters: a request found by search, accepted live, a direct chat both ways with unread counts in the Chats menu, then removed', async ({
  request,
  openBrowser,
}) => {
  test.setTimeout(120_000);
  const ane = await registerViaApi(request, { boatName: 'Havørnen' });
  const bo = await registerViaApi(request, { boatName: 'Mågen' });
  const a = await openBrowser(ane);
  const b = await openBrowser(bo);
  await a.goto('/friends');
  await b.goto('/friends');
  for (const page of [a, b]) await expect(page.locator('.online-indicator')).toHaveText('Online');

  // Ane finds Bo by his username and asks.
  const results = await searchFor(a, bo.username);
  const boRow = personRow(results, bo.username);
  await expect(boRow).toContainText('Mågen');
  await boRow.getByRole('button', { name: 'Tilføj ven' }).click();
  await expect(a.getByText('Venneanmodning sendt!')).toBeVisible();
  await expect(boRow).toContainText('Anmodning sendt');
  await expect(boRow.getByRole('button', { name: 'Annuller anmodning' })).toBeVisible();

  // Bo hears of it wherever he is, and the requests tab counts it.
  await expect(b.getByText(`${ane.username} vil gerne være din ven.`)).toBeVisible();
  await expect(b.getByRole('tab', { name: 'Anmodninger (1 modtagne)' })).toBeVisible();
  const requests = await openFriendsTab(b, 'Anmodninger');
  const received = requests.getByRole('list', { name: 'Modtagne anmodninger' });
  await personRow(received, ane.username).getByRole('button', { name: 'Acceptér' }).click();
  await expect(b.getByText(`Du og ${ane.username} er nu venner!`)).toBeVisible();
  await expect(requests.getByText('Ingen venter på dit svar.')).toBeVisible();
  await expect(b.getByRole('tab', { name: 'Anmodninger', exact: true })).toBeVisible();

  // Ane learns it live: a toast, and the search row says friend.
  await expect(a.getByText(`Du og ${bo.username} er nu venner.`)).toBeVisible();
  await expect(boRow).toContainText('Ven');
  const friends = (await openFriendsTab(a, 'Venner')).getByRole('list', { name: 'Mine venner' });
  await expect(personRow(friends, bo.username)).toContainText('Mågen');

  // A friend's row opens the direct chat; Ane writes first.
  await personRow(friends, bo.username)
    .getByRole('button', { name: new RegExp(bo.username) })
    .click();
  const aChat = chatWindow(a, bo.username);
  await expectOnTop(aChat);
  await aChat.getByRole('textbox').fill('Hej Bo, ses vi i Dragør?');
  await aChat.getByRole('button', { name: 'Send' }).click();
  await expectChatMessages(aChat, [[ane.username, 'Hej Bo, ses vi i Dragør?']]);

  // Bo has no window open: the Chats menu counts the line, and opening it there reads it.
  await expect(chatsUnread(b)).toHaveText('1');
  await b.getByRole('button', { name: /^Chats/ }).click();
  await b.getByRole('menuitem', { name: new RegExp(`med ${ane.username}`) }).click();
  const bChat = chatWindow(b, ane.username);
  await expectOnTop(bChat);
  await expectChatMessages(bChat, [[ane.username, 'Hej Bo, ses vi i Dragør?']]);
  await expect(chatsUnread(b)).toHaveCount(0);
  // Titled after Ane already, the window does not say "med Ane" under her name again.
  await expect(bChat.locator('.chat-title')).toHaveText(`${ane.username}Forbundet`);

  // Bo answers; Ane reads it live in her open window, so nothing is counted unread for her.
  await bChat.getByRole('textbox').fill('Ja, ved havnen kl. 14.');
  await bChat.getByRole('button', { name: 'Send' }).click();
  await expectChatMessages(aChat, [
    [ane.username, 'Hej Bo, ses vi i Dragør?'],
    [bo.username, 'Ja, ved havnen kl. 14.'],
  ]);
  await expect(chatsUnread(a)).toHaveCount(0);

  // With her window minimised, Bo's next line is counted in her menu.
  await aChat.getByRole('button', { name: 'Minimer chat' }).click();
  await bChat.getByRole('textbox').fill('Jeg tager kaffe med.');
  await bChat.getByRole('button', { name: 'Send' }).click();
  await expect(chatsUnread(a)).toHaveText('1');

  // Ane removes Bo, after saying yes; both lists lose the other, and the chat goes for both.
  await personRow(friends, bo.username).getByRole('button', { name: 'Fjern ven' }).click();
  const confirm = a.getByRole('alertdialog', { name: `Fjern ${bo.username} som ven?` });
  await expectOnTop(confirm);
  await confirm.getByRole('button', { name: 'Fjern ven' }).click();
  await expect(a.getByText('Vennen er fjernet')).toBeVisible();
  await expect(a.getByText('Du har ingen venner endnu.', { exact: false })).toBeVisible();
  await expect(aChat).toHaveCount(0);
  await expect(bChat).toHaveCount(0);
  const bFriends = await openFriendsTab(b, 'Venner');
  await expect(bFriends.getByText('Du har ingen venner endnu.', { exact: false })).toBeVisible();
  await b.getByRole('button', { name: /^Chats/ }).click();
  await expect(b.getByRole('menuitem', { name: new RegExp(`med ${ane.username}`) })).toHaveCount(0);
  await b.keyboard.press('Escape');
});

test('a sent request can be cancelled, and the other side’s count goes live', async ({
  request,
  openBrowser,
}) => {
  const ane = await registerViaApi(request);
  const bo = await registerViaApi(request);
  const b = await openBrowser(bo);
  await b.goto('/friends');
  await expect(b.locator('.online-indicator')).toHaveText('Online');
  await requestFriendViaApi(request, ane, bo);
  await expect(b.getByRole('tab', { name: 'Anmodninger (1 modtagne)' })).toBeVisible();

  const a = await openBrowser(ane);
  await a.goto('/friends?tab=anmodninger');
  const sent = a.getByRole('list', { name: 'Sendte anmodninger' });
  await personRow(sent, bo.username).getByRole('button', { name: 'Annuller anmodning' }).click();
  await expect(a.getByText('Anmodningen er annulleret')).toBeVisible();
  await expect(a.getByText('Du venter ikke på svar fra nogen.')).toBeVisible();
  await expect(b.getByRole('tab', { name: 'Anmodninger', exact: true })).toBeVisible();
});
