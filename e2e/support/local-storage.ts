import type { BrowserContext } from '@playwright/test';

/** What a page left in localStorage on earlier visits, per origin (as in a storage state). */
export interface LeftInStorage {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Puts what earlier visits left in localStorage in place before the context's first page runs its
 * scripts, like the `storageState` context option, which however opens and loads a page of its own
 * in every new context to do it (3-4 s more per context with the cores busy). Once per tab: what
 * the app changes or removes later stays so across reloads.
 */
export async function leaveInStorage(context: BrowserContext, left: LeftInStorage): Promise<void> {
  await context.addInitScript((origins) => {
    const items = origins.find(({ origin }) => origin === location.origin)?.localStorage;
    if (!items || sessionStorage.getItem('e2e.storageLeft')) return;
    sessionStorage.setItem('e2e.storageLeft', 'yes');
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, left.origins);
}
