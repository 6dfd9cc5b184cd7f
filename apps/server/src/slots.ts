/**
 * A place where features offer something another feature uses, declared by the feature that uses
 * it (chats declares its chat kinds; help offers one). Offers are made while the features are
 * made, and read when they are mounted, so nothing refers to a feature made later.
 */
export interface Slot<T> {
  readonly name: string;
  /** Only for the compiler: what the slot holds. */
  readonly holds?: T;
}

export function slot<T>(name: string): Slot<T> {
  return { name };
}

/** One offer to a slot. */
export interface Offer {
  slot: Slot<unknown>;
  value: unknown;
}

export function offer<T>(slot: Slot<T>, value: T): Offer {
  return { slot, value };
}

/** What the features offered, by slot. */
export class Slots {
  readonly #offers = new Map<Slot<unknown>, unknown[]>();

  constructor(offers: readonly Offer[]) {
    for (const { slot, value } of offers) {
      this.#offers.set(slot, [...(this.#offers.get(slot) ?? []), value]);
    }
  }

  all<T>(slot: Slot<T>): T[] {
    return [...((this.#offers.get(slot) as T[] | undefined) ?? [])];
  }

  /** The one offer a slot must have. */
  one<T>(slot: Slot<T>): T {
    const offers = this.all(slot);
    if (offers.length !== 1) {
      throw new Error(`slot "${slot.name}" has ${offers.length} offers, not one`);
    }
    return offers[0]!;
  }
}
