import path from 'node:path';
import { registerViaApi } from '../support/accounts';
import { axeFindings } from '../support/axe';
import {
  befriendViaApi,
  directMessageViaApi,
  grantTestUser,
  openFriendsTab,
  personRow,
  requestFriendViaApi,
  searchFor,
  type FriendsTab,
} from '../support/friends';
import { chatWindow, expect, statValue, test } from '../support/help';
import { acceptViaApi, closeViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';
import { expectSettled, SCREENSHOTS, SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop, expectTappable } from '../support/visibility';

// The friends page's tabs and a direct chat at a desktop's and a phone's size: seen, tappable,
// axe-clean, and pictured for a person to look at (e2e/screenshots/friends-<what>-<size>.png).

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    test('the friends page, tab by tab, and a direct chat', async ({
      request,
      openBrowser,
      app,
    }) => {
      test.setTimeout(120_000);
      const ane = await registerViaApi(request, { boatName: 'Havørnen' });
      const bo = await registerViaApi(request, { boatName: 'Mågen', firstName: 'Bo' });
      const cai = await registerViaApi(request, { boatName: 'Testbåden' });
      const dag = await registerViaApi(request, { boatName: 'Ternen' });
      grantTestUser(app, cai.username);
      await befriendViaApi(request, ane, bo);
      await requestFriendViaApi(request, cai, ane);
      await requestFriendViaApi(request, ane, dag);
      // A public thank-you for the carousel: Bo helped Ane.
      const call = await createHelpViaApi(request, ane, { vesselName: 'Havørnen' });
      await acceptViaApi(request, ane, await offerViaApi(request, bo, call.id));
      await closeViaApi(request, ane, call.id, {
        testimonial: 'Tusind tak for slæbet ind til Dragør!',
        rating: 5,
        isPublic: true,
      });

      const page = await openBrowser(ane);
      await page.goto('/friends');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venner');
      await expect(page.getByRole('tab', { name: 'Anmodninger (1 modtagne)' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tak fra søen' })).toContainText(
        'Tusind tak for slæbet ind til Dragør!',
      );

      const tabs: [FriendsTab, string][] = [
        ['Venner', 'venner'],
        ['Bådfolk', 'baadfolk'],
        ['Søg', 'soeg'],
        ['Anmodninger', 'anmodninger'],
      ];
      for (const [tab, file] of tabs) {
        await expectTappable(page.getByRole('tab', { name: new RegExp(`^${tab}`) }));
        const panel = await openFriendsTab(page, tab);
        if (tab === 'Søg') {
          const results = await searchFor(page, cai.username);
          await expect(
            personRow(results, cai.username).getByText('TEST', { exact: true }),
          ).toBeVisible();
          await expectTappable(
            personRow(results, cai.username).getByRole('button', { name: 'Acceptér' }),
          );
        }
        if (tab === 'Venner') {
          await expectTappable(
            personRow(panel.getByRole('list', { name: 'Mine venner' }), bo.username).getByRole(
              'button',
              { name: new RegExp(bo.username) },
            ),
          );
        }
        await expectSettled(page);
        expect(await axeFindings(page), `/friends, ${tab}, ${size.label}`).toEqual([]);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `friends-${file}-${size.label}.png`),
          fullPage: true,
        });
      }

      // A request received: the TEST badge, accept and reject within reach.
      const received = page.getByRole('list', { name: 'Modtagne anmodninger' });
      await expectTappable(
        personRow(received, cai.username).getByRole('button', { name: 'Afvis' }),
      );

      // The confirmation of a block, seen whole and on top.
      await personRow(received, cai.username).getByRole('button', { name: 'Blokér' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Blokér ${cai.username}?` });
      await expectOnTop(confirm);
      await expectInsideWindow(confirm);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `friends-confirm-block-${size.label}.png`),
      });
      await confirm.getByRole('button', { name: 'Annuller' }).click();
      await expect(confirm).toHaveCount(0);

      // The direct chat with a line from Bo waiting.
      await directMessageViaApi(request, bo, ane, 'Hej Ane! Har du plads i havnen i aften?');
      const friends = (await openFriendsTab(page, 'Venner')).getByRole('list', {
        name: 'Mine venner',
      });
      await personRow(friends, bo.username)
        .getByRole('button', { name: new RegExp(bo.username) })
        .click();
      const chat = chatWindow(page, bo.username);
      await expectOnTop(chat);
      await expectInsideWindow(chat);
      await expect(chat).toContainText('Har du plads i havnen i aften?');
      await chat.getByRole('textbox').fill('Ja, kom bare.');
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(chat).toContainText('Ja, kom bare.');
      await page.screenshot({ path: path.join(SCREENSHOTS, `friends-dm-${size.label}.png`) });
    });
  });
}

test('the dashboard counts my friends and shows my response time, and – while it is unknown', async ({
  request,
  openBrowser,
}) => {
  const helper = await registerViaApi(request);
  const friend = await registerViaApi(request);
  const owner = await registerViaApi(request);
  await befriendViaApi(request, helper, friend);
  const page = await openBrowser(helper);
  await page.goto('/');
  await expect(statValue(page, 'Venner')).toHaveText('1');
  await expect(statValue(page, 'Min svartid')).toHaveText('–');

  // An offer a moment after the call: known now, under a minute.
  const call = await createHelpViaApi(request, owner);
  await offerViaApi(request, helper, call.id);
  await page.reload();
  await expect(statValue(page, 'Min svartid')).toHaveText('< 1 min');
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await expect(page.locator('.stat-cards')).toBeInViewport();
    await page.screenshot({
      path: path.join(SCREENSHOTS, `dashboard-friend-cards-${size.label}.png`),
    });
  }
});
