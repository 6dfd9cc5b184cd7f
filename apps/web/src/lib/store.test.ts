// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './store';

describe('a store', () => {
  it('gives its value, takes a new one or an update of the current one, and tells its followers', () => {
    const store = createStore({ count: 1 });
    const follower = vi.fn();
    const unsubscribe = store.subscribe(follower);
    store.set({ count: 2 });
    store.set((current) => ({ count: current.count + 1 }));
    expect(store.get()).toEqual({ count: 3 });
    expect(follower).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set({ count: 4 });
    expect(follower).toHaveBeenCalledTimes(2);
  });

  it('renders a component again with the value, or the part it selects, when it changes', () => {
    const store = createStore({ name: 'Havørn', knots: 5 });
    const whole = renderHook(() => useStore(store));
    const name = renderHook(() => useStore(store, (boat) => boat.name));
    act(() => store.set((boat) => ({ ...boat, knots: 7 })));
    expect(whole.result.current).toEqual({ name: 'Havørn', knots: 7 });
    expect(name.result.current).toBe('Havørn');
    act(() => store.set({ name: 'Måge', knots: 7 }));
    expect(name.result.current).toBe('Måge');
  });
});
