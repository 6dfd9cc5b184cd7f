import { registerViaApi, logIn } from '../support/accounts';
import {
  EQUIPMENT,
  grantModerator,
  likeButton,
  LOCKED_NOTICE,
  replyForm,
  replyList,
  replyWith,
  searchForum,
  solutionBox,
} from '../support/forum';
import { expect, test, uniqueName } from '../support/help';
import { expectOnTop } from '../support/visibility';

// The forum as two boaters and a moderator use it, each in a browser of their own: a topic
// started, answered live, liked, its solution marked, locked, and found again by a Danish word in
// another form than the one written.

test('a topic from its start to locked: a live reply, a like, the solution, a moderator’s lock, and search', async ({
  request,
  openBrowser,
  app,
}) => {
  test.setTimeout(120_000);
  const ane = await registerViaApi(request, { boatName: 'Havørnen' });
  const bo = await registerViaApi(request, { boatName: 'Mågen' });
  const moderator = await registerViaApi(request);
  grantModerator(app, moderator.username);
  const title = uniqueName('Begge motorer går i stå');

  // Ane starts the topic from the category.
  const anes = await openBrowser(ane);
  await anes.goto('/forum');
  await anes.getByRole('link', { name: EQUIPMENT.name }).click();
  await expect(anes.getByRole('heading', { level: 1 })).toHaveText(EQUIPMENT.name);
  await anes.getByRole('button', { name: 'Nyt emne' }).click();
  const form = anes.getByRole('form', { name: 'Nyt emne' });
  await form.getByLabel('Titel').fill(title);
  await expect(form.getByText(`${title.length}/255 tegn`)).toBeVisible();
  await form
    .getByLabel('Indlæg')
    .fill('Efter 10 minutter ved 2000 omdrejninger.\nHvad kan det være?');
  await form.getByRole('button', { name: 'Opret emne' }).click();
  await expect(anes).toHaveURL(/\/forum\/topic\/[^/]+$/);
  await expect(anes.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(anes.getByText('Ingen svar endnu.')).toBeVisible();
  const topicUrl = new URL(anes.url()).pathname;

  // Bo answers (a double click sends one reply), and Ane sees it arrive without reloading.
  const bos = await openBrowser(bo);
  await bos.goto(topicUrl);
  await bos.getByLabel('Dit svar').fill('Tjek brændstoffilteret, det lyder som luft i systemet.');
  await replyForm(bos).getByRole('button', { name: 'Send svar' }).dblclick();
  await expect(replyWith(bos, 'brændstoffilteret')).toHaveCount(1);
  await expect(anes.getByText(`Nyt svar fra ${bo.username}`)).toBeVisible();
  const answer = replyWith(anes, 'brændstoffilteret');
  await expect(answer).toBeVisible();
  await expect(anes.getByRole('heading', { name: '1 svar' })).toBeVisible();
  await anes.reload();
  await expect(replyList(anes).getByRole('article')).toHaveCount(1);

  // Ane likes the answer and marks it as the solution; Bo sees the solution live.
  const like = likeButton(answer);
  await expect(like).toHaveText('Synes godt om: 0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Synes godt om: 1');
  await anes.reload();
  await expect(likeButton(replyWith(anes, 'brændstoffilteret'))).toHaveText('Synes godt om: 1');
  await answer.getByRole('button', { name: 'Markér som løsning' }).click();
  await expect(solutionBox(anes)).toContainText('brændstoffilteret');
  await expect(answer.getByText('Løsning', { exact: true })).toBeVisible();
  await expect(solutionBox(bos)).toBeVisible();
  // Nobody but a moderator has the menu.
  await expect(anes.getByRole('button', { name: /^Moderér/ })).toHaveCount(0);

  // The moderator locks it from the menu; the reply form goes for Bo, live.
  const mods = await openBrowser(moderator);
  await mods.goto(topicUrl);
  await mods.getByRole('button', { name: 'Moderér emnet' }).click();
  const menu = mods.getByRole('menu');
  await expectOnTop(menu);
  await menu.getByRole('menuitem', { name: 'Lås emnet' }).click();
  await expect(mods.getByText(LOCKED_NOTICE)).toBeVisible();
  await expect(bos.getByText(LOCKED_NOTICE)).toBeVisible();
  await expect(replyForm(bos)).toHaveCount(0);

  // 'motoren' finds the topic that says 'motorer', and leads into it.
  const hits = await searchForum(bos, 'motoren');
  await expect(bos).toHaveURL(/\/forum\/search\?q=motoren$/);
  const hit = hits.getByRole('listitem').filter({ hasText: title });
  await expect(hit.locator('mark').first()).toBeVisible();
  await hit.getByRole('link').click();
  await expect(bos).toHaveURL(topicUrl);
  await expect(bos.getByRole('heading', { level: 1 })).toHaveText(title);
});

// SPEC.md section 2: the forum needs a login, and the login leads back where the visitor was going.
for (const [path, heading] of [
  ['/forum/category/generelt', 'Generelt'],
  ['/forum/search?q=ankerkæde', 'Søg i forummet'],
  ['/forum/topic/findes-ikke', 'Emne ikke fundet'],
] as const) {
  test(`logged out, ${path} goes to the login and back there after it`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The unknown topic is answered 404 'Emne ikke fundet', which the browser logs.
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const account = await registerViaApi(request);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL((url) => url.pathname + decodeURIComponent(url.search) === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
