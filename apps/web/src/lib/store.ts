import { useSyncExternalStore } from 'react';

/** A value kept outside React that components follow: open windows, toasts, the theme. */
export interface Store<T> {
  get(): T;
  /** Replaces the value (or derives it from the current one) and tells every follower. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      // A function value could not be told from an updater, so the store holds data, not functions.
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, or the part `select` picks of it; the component renders again when it
 * changes. `select` must return the same object for the same value (a field, not a new array).
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  return useSyncExternalStore(store.subscribe, () => (select ? select(store.get()) : store.get()));
}
