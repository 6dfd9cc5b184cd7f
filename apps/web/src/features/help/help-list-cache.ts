import type { HelpList } from '@havhjaelp/common/help';
import type { QueryClient } from '@tanstack/react-query';
import { helpKeys } from './help-keys';

/**
 * Applies `update` to the cached help lists (the member's, the visitor's, or both when
 * `loggedIn` is left out) without fetching anything. A list answer already on its way may have
 * been read before the change it is about, so it gets the same update when it lands.
 */
export function patchHelpLists(
  queryClient: QueryClient,
  update: (list: HelpList) => HelpList,
  loggedIn?: boolean,
): void {
  const cache = queryClient.getQueryCache();
  const queryKey = loggedIn === undefined ? helpKeys.lists : helpKeys.list(loggedIn);
  for (const query of cache.findAll({ queryKey })) {
    const patch = () =>
      queryClient.setQueryData<HelpList>(query.queryKey, (list) => list && update(list));
    patch();
    if (query.state.fetchStatus !== 'fetching') continue;
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query || event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'error') unsubscribe();
      if (action.type !== 'success' || action.manual) return;
      unsubscribe();
      patch();
    });
  }
}
