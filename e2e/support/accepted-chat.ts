import type { APIRequestContext } from '@playwright/test';
import { registerViaApi } from './accounts';
import { chatWindow, expect, uniqueName, type OpenBrowser } from './help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from './help-api';

/**
 * A boater on the dashboard whose call a helper offered on and was accepted on once the boater's
 * live channel was up, so the chat window opens by itself.
 */
export async function ownerWithAcceptedHelper(
  request: APIRequestContext,
  openBrowser: OpenBrowser,
  vesselPrefix: string,
) {
  const owner = await registerViaApi(request);
  const helper = await registerViaApi(request);
  const vessel = uniqueName(vesselPrefix);
  const call = await createHelpViaApi(request, owner, { vesselName: vessel });
  const page = await openBrowser(owner);
  await page.goto('/');
  await expect(page.locator('.online-indicator')).toHaveText('Online');
  await acceptViaApi(request, owner, await offerViaApi(request, helper, call.id));
  return { owner, helper, call, page, chat: chatWindow(page, vessel) };
}
