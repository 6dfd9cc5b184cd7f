import { lazy, Suspense, type ComponentType } from 'react';
import type { Load } from './feature-face';
import { useSessionUser } from './session';

/**
 * A part only a logged-in boater sees, for a spot that mounts it from the first view on (a notice):
 * its code loads once a boater is logged in, so a visitor's first view carries none of it.
 */
export function memberOnly(load: Load): ComponentType {
  const Part = lazy(async () => ({ default: await load() }));
  return function MemberOnly() {
    if (!useSessionUser()) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
