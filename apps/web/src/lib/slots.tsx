import { createContext, useContext } from 'react';
import type { FeatureFace, FeatureSlots, SlotEntry, Slots } from './feature-face';

const orderOf = (entry: object): number =>
  'order' in entry && typeof entry.order === 'number' ? entry.order : 0;

/** The slots of `faces`, each gathered once, when first read. */
export function composeSlots(faces: readonly FeatureFace[]): Slots {
  const gathered = new Map<keyof FeatureSlots, readonly object[]>();
  return <K extends keyof FeatureSlots>(kind: K): readonly SlotEntry<K>[] => {
    let entries = gathered.get(kind);
    if (!entries) {
      entries = faces
        .flatMap((face): readonly object[] => face.slots?.[kind] ?? [])
        .sort((a, b) => orderOf(a) - orderOf(b));
      gathered.set(kind, entries);
    }
    // Gathered from `kind`'s own entries just above; the map holds every kind's, so it cannot say.
    return entries as readonly SlotEntry<K>[];
  };
}

const SlotsContext = createContext<Slots>(composeSlots([]));

/** Gives the app's slots to the features that read one (the chat kinds, the ship popup's actions). */
export const SlotsProvider = SlotsContext.Provider;

/** What the faces put in `kind`, in their order. */
export function useSlot<K extends keyof FeatureSlots>(kind: K): readonly SlotEntry<K>[] {
  return useContext(SlotsContext)(kind);
}
