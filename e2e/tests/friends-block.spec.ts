import { registerViaApi } from '../support/accounts';
import {
  befriendViaApi,
  openFriendsTab,
  personRow,
  searchFor,
  wholeDirectory,
} from '../support/friends';
import { expect, test } from '../support/help';
import { expectOnTop } from '../support/visibility';

test('three boaters: a block, asked first, ends the friendship, hides the blocker from the blocked only and refuses a new request; unblocked, it is all back', async ({
  request,
  openBrowser,
}) => {
  test.setTimeout(120_000);
  const ane = await registerViaApi(request);
  const bo = await registerViaApi(request);
  const cai = await registerViaApi(request);
  await befriendViaApi(request, ane, bo);
  const a = await openBrowser(ane);
  const b = await openBrowser(bo);
  const c = await openBrowser(cai);
  await a.goto('/friends');
  await b.goto('/friends');
  await expect(b.locator('.online-indicator')).toHaveText('Online');
  const bFriends = b.getByRole('list', { name: 'Mine venner' });
  await expect(personRow(bFriends, ane.username)).toBeVisible();

  // Ane blocks Bo from the directory, after reading what it does.
  const directory = await wholeDirectory(a);
  await personRow(directory, bo.username).getByRole('button', { name: 'Blokér' }).click();
  const confirm = a.getByRole('alertdialog', { name: `Blokér ${bo.username}?` });
  await expectOnTop(confirm);
  await expect(confirm).toContainText('får ikke besked om blokeringen');
  await confirm.getByRole('button', { name: 'Blokér' }).click();
  await expect(a.getByText('Brugeren er blokeret')).toBeVisible();
  await expect(personRow(directory, bo.username)).toHaveCount(0);
  const aFriends = await openFriendsTab(a, 'Venner');
  await expect(aFriends.getByText('Du har ingen venner endnu.', { exact: false })).toBeVisible();
  const blocked = aFriends.getByRole('list', { name: 'Blokerede brugere' });
  await expect(personRow(blocked, bo.username)).toBeVisible();

  // Bo is no longer her friend, and finds her neither in the directory nor by name or e-mail.
  await expect(bFriends).toHaveCount(0);
  const bDirectory = await wholeDirectory(b);
  await expect(personRow(bDirectory, cai.username)).toBeVisible();
  await expect(personRow(bDirectory, ane.username)).toHaveCount(0);
  for (const query of [ane.username, ane.email]) {
    await searchFor(b, query);
    await expect(b.getByText(`Ingen sejlere matcher "${query}".`)).toBeVisible();
  }
  // Nor can he ask her by her id: answered as if she did not exist.
  const refused = await request.post('/api/friends/request', {
    headers: { authorization: `Bearer ${bo.token}` },
    data: { receiverId: ane.id },
  });
  expect(refused.status()).toBe(404);
  expect((await refused.json()).error).toBe('Brugeren blev ikke fundet');

  // Cai, a third, still finds Ane and can ask her.
  await c.goto('/friends');
  const caiResults = await searchFor(c, ane.username);
  await personRow(caiResults, ane.username).getByRole('button', { name: 'Tilføj ven' }).click();
  await expect(c.getByText('Venneanmodning sendt!')).toBeVisible();

  // Unblocked, Bo finds her again and may ask.
  await personRow(blocked, bo.username).getByRole('button', { name: 'Fjern blokering' }).click();
  await expect(a.getByText('Blokeringen er fjernet')).toBeVisible();
  await expect(aFriends.getByText('Du har ikke blokeret nogen.')).toBeVisible();
  await b.reload();
  const again = await searchFor(b, ane.username);
  await personRow(again, ane.username).getByRole('button', { name: 'Tilføj ven' }).click();
  await expect(b.getByText('Venneanmodning sendt!')).toBeVisible();
});
