import type { Locator, Page } from '@playwright/test';
import type { HelpRequest } from '@havhjaelp/common/help';
import type { Account } from '@havhjaelp/testing/accounts';
import { registerViaApi } from '../support/accounts';
import { chatWindow, expect, test, uniqueName } from '../support/help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';
import { emergencyLink, menuButton, openMap } from '../support/map';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop, expectTappable } from '../support/visibility';

// 'Nødopkald: 112' and 'Opret kald' are never buried: whatever lies over the map at the same
// time (the close reminder, a toast, the chat open or minimised, the cookie banner, the
// create-call form), both are seen on top and take a tap. One accepted call is set up per test;
// the rest is switched on and off by hand, each combination in turn.

// Off Møn, this spec's own water; where the calls lie does not matter to what is checked.
const CALL_AT = { lat: 54.95, lng: 12.55 };
// Pictures for a person to look at, not compared.
const SHOTS = '/tmp/shots/map';

const toasts = (page: Page) => page.locator('.notice-region .toast');
const callForm = (page: Page) => page.getByRole('dialog', { name: 'Opret kald' });
const reminder = (page: Page) => page.getByRole('status', { name: 'Påmindelse om åbne kald' });
const cookieBanner = (page: Page) => page.getByRole('dialog', { name: 'Cookies og lokal lagring' });

async function setChatOpen(chat: Locator, open: boolean): Promise<void> {
  const toggle = chat.getByRole('button', { name: open ? 'Udvid chat' : 'Minimer chat' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(chat.getByRole('textbox', { name: 'Skriv en besked' })).toHaveCount(open ? 1 : 0);
}

async function setFormOpen(page: Page, open: boolean): Promise<void> {
  const form = callForm(page);
  if (open && !(await form.isVisible())) await menuButton(page, 'Opret kald').click();
  if (!open && (await form.isVisible())) await form.getByRole('button', { name: 'Luk' }).click();
  await expect(form).toHaveCount(open ? 1 : 0);
}

/** Closes the toasts shown; one may go by itself meanwhile (an info toast lasts 8 s). */
async function closeToasts(page: Page): Promise<void> {
  await expect(async () => {
    const close = toasts(page).getByRole('button', { name: 'Luk besked' });
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(toasts(page)).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

/**
 * An owner on the map with three open calls, a helper accepted on the first (its chat open), and
 * four more boaters ready to offer on the other two: each offer is a toast for the owner.
 */
async function ownerWithAcceptedCall(
  request: Parameters<typeof registerViaApi>[0],
  openBrowser: (account: Account) => Promise<Page>,
  withCookieBanner: boolean,
) {
  const owner = await registerViaApi(request);
  const vessel = uniqueName('Kompasrosen');
  const chatCall = await createHelpViaApi(request, owner, {
    vesselName: vessel,
    position: CALL_AT,
  });
  const offered: HelpRequest[] = [
    await createHelpViaApi(request, owner, { position: CALL_AT }),
    await createHelpViaApi(request, owner, { position: CALL_AT }),
  ];
  const helper = await registerViaApi(request);
  const offerers: Account[] = [];
  for (let i = 0; i < 4; i++) offerers.push(await registerViaApi(request));

  const page = await openBrowser(owner);
  // The cookie question not answered on this device yet: the banner stays until it is.
  if (withCookieBanner) {
    await page.addInitScript(() => localStorage.removeItem('havhjaelp.cookieConsent'));
  }
  await openMap(page);
  await expect(page.locator('.online-indicator')).toHaveText('Online');
  // The helper's offer comes as a toast: the live channel is listening now, so the accept will too.
  const offer = await offerViaApi(request, helper, chatCall.id);
  await expect(toasts(page)).toContainText('Nyt tilbud om hjælp');
  await closeToasts(page);
  await acceptViaApi(request, owner, offer);
  const chat = chatWindow(page, vessel);
  await expect(chat).toBeVisible();
  if (withCookieBanner) await expect(cookieBanner(page)).toBeVisible();
  else await expect(cookieBanner(page)).toHaveCount(0);

  // Every boater offers once on each of the two other calls: eight toasts, one at a time.
  const offers = offerers.flatMap((boater) => offered.map((call) => ({ boater, call })));
  const showToast = async () => {
    const next = offers.shift()!;
    await offerViaApi(request, next.boater, next.call.id);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Nyt tilbud om hjælp');
  };
  return { page, chat, showToast };
}

for (const size of SCREEN_SIZES) {
  test.describe(`${size.name} ${size.label}`, () => {
    test.use({ viewport: size.viewport });

    for (const withCookieBanner of [true, false]) {
      test(`'Nødopkald' and 'Opret kald' stay on top and tappable under reminder, toasts, chat open and minimised, and the form${withCookieBanner ? ', with the cookie banner' : ''}`, async ({
        request,
        openBrowser,
      }) => {
        // Sixteen combinations, each checked by looking and by a tap, on one set-up.
        test.slow();
        const { page, chat, showToast } = await ownerWithAcceptedCall(
          request,
          openBrowser,
          withCookieBanner,
        );
        const controls = [emergencyLink(page), menuButton(page, 'Opret kald')];

        for (const reminderShown of [true, false]) {
          if (!reminderShown) {
            await setFormOpen(page, false);
            await reminder(page).getByRole('button', { name: 'Skjul påmindelse' }).click();
          }
          await expect(reminder(page)).toHaveCount(reminderShown ? 1 : 0);
          for (const chatOpen of [true, false]) {
            await setFormOpen(page, false);
            await setChatOpen(chat, chatOpen);
            for (const formOpen of [false, true]) {
              await setFormOpen(page, formOpen);
              for (const toast of [false, true]) {
                if (toast) await showToast();
                const combination = [
                  reminderShown ? 'reminder' : 'no reminder',
                  chatOpen ? 'chat open' : 'chat minimised',
                  formOpen ? 'form' : 'no form',
                  toast ? 'a toast' : 'no toast',
                  withCookieBanner ? 'cookie banner' : 'no banner',
                ].join(', ');
                await test.step(combination, async () => {
                  for (const control of controls) await expectTappable(control);
                  // The notices stay seen too: they are above the sheets, not under them.
                  if (reminderShown) await expectOnTop(reminder(page));
                });
                if (reminderShown && toast) {
                  const name = `${chatOpen ? 'chat-open' : 'chat-minimised'}${formOpen ? '-form' : ''}`;
                  const banner = withCookieBanner ? '-cookie-banner' : '';
                  await page.screenshot({
                    path: `${SHOTS}/reminder-toast-${name}${banner}-${size.label}.png`,
                  });
                }
                if (toast) await closeToasts(page);
              }
            }
          }
        }
        if (withCookieBanner) await expect(cookieBanner(page)).toBeVisible();
      });
    }
  });
}

test.describe('desktop 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the chat window opens on the map's free side, over none of its controls, and is still dragged and minimised", async ({
    request,
    openBrowser,
  }) => {
    const { page, chat } = await ownerWithAcceptedCall(request, openBrowser, false);
    await page.screenshot({ path: `${SHOTS}/chat-window-placement-1280x800.png` });
    const controls = [
      ...(await page.locator('.map-control').all()),
      ...(await page.getByRole('group', { name: 'Kortlag' }).getByRole('button').all()),
      menuButton(page, 'Opret kald'),
      emergencyLink(page),
      page.getByRole('button', { name: 'Zoom ind' }),
      page.getByRole('button', { name: 'Zoom ud' }),
      // This browser may not read the position: its notice is on the map too.
      ...(await page.locator('.map-notice').all()),
    ];
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) await expectOnTop(control);
    const window = (await chat.boundingBox())!;
    expect(window.x + window.width, 'the window lies inside the screen').toBeLessThanOrEqual(1280);

    // Dragged by its title bar, it follows the pointer.
    const title = chat.locator('.chat-header');
    const bar = (await title.boundingBox())!;
    await page.mouse.move(bar.x + 40, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x - 60, bar.y + bar.height / 2 + 20, { steps: 4 });
    await page.mouse.move(bar.x - 160, bar.y + bar.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const moved = (await chat.boundingBox())!;
        return [Math.round(moved.x - window.x), Math.round(moved.y - window.y)];
      })
      .toEqual([-200, 40]);

    await chat.getByRole('button', { name: 'Minimer chat' }).click();
    await expect(chat.getByRole('textbox')).toHaveCount(0);
    await expect.poll(async () => (await chat.boundingBox())!.height).toBe(60);
    await chat.getByRole('button', { name: 'Udvid chat' }).click();
    await expect(chat.getByRole('textbox', { name: 'Skriv en besked' })).toBeVisible();
  });
});
