import type { Page, Route } from '@playwright/test';
import { headerLoginLink, registerViaApi, storedSession } from '../support/accounts';
import { expect, test } from '../support/help';

// A full page load checks the stored session with GET /api/auth/me. Only the server's 401 may end
// it (accounts.spec.ts: 'a session ended on the server is logged out in the page at the next
// load'): an answer cut off mid-body once stored `undefined` as the user, and the person saw
// 'Log ind'.

const isSessionCheck = (url: URL) => url.pathname === '/api/auth/me';

/** The header shows the person's first name while logged in. */
const headerName = (page: Page, name: string) =>
  page.locator('header').getByText(name, { exact: true });

test('a session check cut off mid-answer keeps the person logged in, and the next try confirms the session', async ({
  request,
  openBrowser,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_CONNECTION_RESET/);
  const account = await registerViaApi(request, { firstName: 'Karen' });
  const page = await openBrowser(account);

  // Meanwhile the name changed on another device: a confirmed check brings the new one here.
  const renamed = await request.put('/api/auth/profile', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      username: account.username,
      firstName: 'Karina',
      lastName: account.lastName,
      phone: account.phone,
      vhfChannel: '',
      callSign: '',
      boatName: account.boatName,
      boatType: account.boatType,
    },
  });
  expect(renamed.status()).toBe(200);

  // The first answer stops halfway through its JSON, the second loses its connection, the third
  // waits until the connection is whole again.
  const tries: string[] = [];
  let restore!: () => void;
  const restored = new Promise<void>((resolve) => (restore = resolve));
  await page.route(isSessionCheck, async (route: Route) => {
    if (tries.length === 0) {
      tries.push('half');
      const whole = await route.fetch();
      expect(whole.status()).toBe(200);
      const body = await whole.text();
      return route.fulfill({ response: whole, body: body.slice(0, body.length / 2) });
    }
    if (tries.length === 1) {
      tries.push('reset');
      return route.abort('connectionreset');
    }
    tries.push('held');
    await restored;
    return route.continue();
  });
  await page.goto('/');
  await expect.poll(() => tries).toEqual(['half']);
  // Kept, the session is asked about again after each backoff (1 s, then 2 s).
  await expect.poll(() => tries).toEqual(['half', 'reset']);
  await expect(headerName(page, 'Karen')).toBeVisible();
  await expect(headerLoginLink(page)).toHaveCount(0);
  expect((await storedSession(page))?.user.firstName).toBe('Karen');
  await expect.poll(() => tries).toEqual(['half', 'reset', 'held']);
  await expect(headerName(page, 'Karen')).toBeVisible();

  // The connection is whole again: the try under way confirms the session.
  const confirmed = page.waitForResponse(
    (response) => isSessionCheck(new URL(response.url())) && response.status() === 200,
  );
  restore();
  await confirmed;
  await expect(headerName(page, 'Karina')).toBeVisible();
  expect((await storedSession(page))?.user.firstName).toBe('Karina');
  await expect(headerLoginLink(page)).toHaveCount(0);
});
