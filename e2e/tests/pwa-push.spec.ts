import { callDetailsPath } from '@havhjaelp/common/routes';
import { DEBIAN_CHROMIUM } from '@havhjaelp/testing/chromium';
import { registerViaApi } from '../support/accounts';
import { detailsDialog, expect, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import {
  appWorker,
  clickNotification,
  deliverPush,
  shownNotifications,
  workerControls,
} from '../support/pwa';

// Issue 27: web push as the worker shows it. Debian's full Chromium (new headless): the old
// headless shell the other specs use refuses every notification permission, so it shows none.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { ...DEBIAN_CHROMIUM, args: [...DEBIAN_CHROMIUM.args, '--headless=new'] },
});

test('a push message shows its notification, and its click opens the call', async ({
  openBrowser,
  request,
  baseURL,
}) => {
  // A browser of its own kind (the full Chromium) starts for this file, on a busy machine.
  test.setTimeout(90_000);
  const owner = await registerViaApi(request);
  const helper = await registerViaApi(request);
  const vessel = uniqueName('Kaldende båd');
  const call = await createHelpViaApi(request, owner, { vesselName: vessel, priority: 'critical' });

  const page = await openBrowser(helper);
  await page.context().grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/map');
  await workerControls(page);

  const payload = {
    kind: 'call' as const,
    title: 'Kritisk kald 3,1 sm væk',
    body: `Motorstop · ${vessel}`,
    url: callDetailsPath(call.id),
    tag: `call-${call.id}`,
  };
  await deliverPush(page, payload);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } },
    ]);

  await clickNotification(await appWorker(page), payload.tag);
  await expect(page).toHaveURL(/\/$/);
  await expect(detailsDialog(page, 'RØDT KALD', vessel)).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});
