import path from 'node:path';
import { registerViaApi } from '../support/accounts';
import { axeFindings } from '../support/axe';
import {
  createTopicViaApi,
  EQUIPMENT,
  grantModerator,
  LOCKED_NOTICE,
  putViaApi,
  replyForm,
  replyViaApi,
  replyWith,
  searchForum,
  solutionBox,
  topicPath,
} from '../support/forum';
import { expect, test, uniqueName } from '../support/help';
import { expectSettled, SCREENSHOTS, SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop, expectTappable } from '../support/visibility';

// Every forum screen at a desktop's and a phone's size: seen, tappable, axe-clean, and pictured
// for a person to look at (e2e/screenshots/forum-<what>-<size>.png).

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    test('the forum’s screens, its menu and its dialog', async ({
      request,
      openBrowser,
      app,
      consoleErrors,
    }) => {
      test.setTimeout(150_000);
      // The unknown topic is answered 404 'Emne ikke fundet', which the browser logs.
      consoleErrors.allow(/status of 404 \(Not Found\)/);
      const ane = await registerViaApi(request, { boatName: 'Havørnen' });
      const bo = await registerViaApi(request, { boatName: 'Mågen' });
      const cai = await registerViaApi(request, { boatName: 'Ternen' });
      const moderator = await registerViaApi(request);
      grantModerator(app, moderator.username);

      const title = uniqueName('Motoren hoster ved lav fart');
      const topic = await createTopicViaApi(request, ane, {
        title,
        content:
          'Min Volvo Penta hoster, når jeg sejler langsomt ind i havnen.\n' +
          'Jeg har læst https://www.dmi.dk/hav for vejret, men det er vist ikke det.',
      });
      const solution = await replyViaApi(
        request,
        bo,
        topic,
        'Det lyder som et snavset brændstoffilter. Skift det, og udluft systemet bagefter.',
      );
      const rude = await replyViaApi(request, cai, topic, 'Køb dog en ny båd.');
      await replyViaApi(request, ane, topic, 'Tak! Jeg prøver filteret i weekenden.');
      await putViaApi(request, ane, `/api/forum/topics/${topic}/solution`, { post_id: solution });
      await putViaApi(request, moderator, `/api/forum/posts/${rude}/hidden`, { hidden: true });
      const pinned = await createTopicViaApi(request, bo, {
        title: uniqueName('Læs først: sådan skriver du et godt emne'),
        content: 'Skriv bådtype, motor og hvad du har prøvet.',
      });
      await putViaApi(request, moderator, `/api/forum/topics/${pinned}/moderation`, {
        is_pinned: true,
      });
      const lockedTitle = uniqueName('Gammel tråd om bundmaling');
      const locked = await createTopicViaApi(request, cai, {
        title: lockedTitle,
        content: 'Hvilken bundmaling bruger I?',
      });
      await putViaApi(request, moderator, `/api/forum/topics/${locked}/moderation`, {
        is_locked: true,
      });

      const page = await openBrowser(ane);
      const shoot = async (what: string, fullPage = true) => {
        await expectSettled(page);
        expect(await axeFindings(page), `${what}, ${size.label}`).toEqual([]);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `forum-${what}-${size.label}.png`),
          fullPage,
        });
      };

      // The categories.
      await page.goto('/forum');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forum');
      const categories = page.getByRole('list', { name: 'Kategorier' });
      await expect(categories.getByRole('listitem')).toHaveCount(4);
      await expectTappable(categories.getByRole('link', { name: EQUIPMENT.name }));
      await shoot('categories');

      // A category's topics: the pinned one first, the markers, and the new-topic form.
      await categories.getByRole('link', { name: EQUIPMENT.name }).click();
      const topics = page.getByRole('list', { name: 'Emner' });
      await expect(topics.getByRole('listitem').first()).toContainText('Fastgjort');
      await expect(topics.getByRole('listitem').filter({ hasText: title })).toContainText('Løst');
      await expect(topics.getByRole('listitem').filter({ hasText: lockedTitle })).toContainText(
        'Låst',
      );
      await shoot('category');
      await page.getByRole('button', { name: 'Nyt emne' }).click();
      const form = page.getByRole('form', { name: 'Nyt emne' });
      await form.getByRole('button', { name: 'Opret emne' }).click();
      await expect(form.getByText('Titel er påkrævet')).toBeVisible();
      await expectTappable(form.getByRole('button', { name: 'Opret emne' }));
      await shoot('new-topic');

      // The topic: the solution at the top and in place, the hidden reply, my own reply's delete.
      await topics.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(solutionBox(page)).toContainText('brændstoffilter');
      await expect(
        replyWith(page, 'brændstoffilter').getByText('Løsning', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Indlægget er skjult af en moderator')).toBeVisible();
      await expect(page.getByText('Køb dog en ny båd.')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'https://www.dmi.dk/hav' })).toHaveAttribute(
        'rel',
        'noopener nofollow ugc',
      );
      await expectTappable(replyForm(page).getByRole('button', { name: 'Send svar' }));
      await shoot('topic');

      const mine = replyWith(page, 'Jeg prøver filteret');
      await mine.getByRole('button', { name: 'Slet' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Slet dit svar?' });
      await expectOnTop(confirm);
      await expectInsideWindow(confirm);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `forum-confirm-delete-${size.label}.png`),
      });
      await confirm.getByRole('button', { name: 'Slet svar' }).click();
      await expect(mine).toHaveCount(0);

      // Found by the search, the words marked.
      const hits = await searchForum(page, 'brændstoffilteret');
      await expect(
        hits.getByRole('listitem').filter({ hasText: title }).locator('mark').first(),
      ).toBeVisible();
      await shoot('search');

      // A locked topic and an unknown one.
      await page.goto(topicPath(locked));
      await expect(page.getByText(LOCKED_NOTICE)).toBeVisible();
      await expect(replyForm(page)).toHaveCount(0);
      await shoot('locked');
      await page.goto(topicPath('findes-ikke'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emne ikke fundet');
      await shoot('not-found');

      // The moderator's menu on a reply, seen whole and on top; the hidden text is there for them.
      const mods = await openBrowser(moderator);
      await mods.goto(topicPath(topic));
      await expect(mods.getByText('Køb dog en ny båd.')).toBeVisible();
      await mods.getByRole('button', { name: `Moderér svaret fra ${cai.username}` }).click();
      const menu = mods.getByRole('menu');
      await expectOnTop(menu);
      await expectInsideWindow(menu);
      await expect(menu.getByRole('menuitem', { name: 'Vis svaret igen' })).toBeVisible();
      await mods.screenshot({
        path: path.join(SCREENSHOTS, `forum-moderator-menu-${size.label}.png`),
      });
      await mods.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    });
  });
}
