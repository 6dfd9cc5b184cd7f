import { describe, expect, it } from 'vitest';
import {
  dismiss,
  enqueue,
  toastLifetime,
  VISIBLE_TOASTS,
  type Toast,
  type ToastQueue,
} from './toasts';

const toast = (id: number, text = `t${id}`): Toast => ({ id, kind: 'info', text });
const empty: ToastQueue = { shown: [], waiting: [] };

describe('the toast queue', () => {
  it('shows up to the visible limit and queues the rest in order', () => {
    let queue = empty;
    for (let id = 1; id <= VISIBLE_TOASTS + 2; id++) queue = enqueue(queue, toast(id));
    expect(queue.shown.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(queue.waiting.map((t) => t.id)).toEqual([4, 5]);
  });

  it('moves the first waiting toast up when a shown one is dismissed', () => {
    let queue = empty;
    for (let id = 1; id <= 5; id++) queue = enqueue(queue, toast(id));
    queue = dismiss(queue, 2);
    expect(queue.shown.map((t) => t.id)).toEqual([1, 3, 4]);
    expect(queue.waiting.map((t) => t.id)).toEqual([5]);
  });

  it('drops a waiting toast that is dismissed before its turn', () => {
    let queue = empty;
    for (let id = 1; id <= 5; id++) queue = enqueue(queue, toast(id));
    queue = dismiss(queue, 5);
    expect(queue.shown.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(queue.waiting.map((t) => t.id)).toEqual([4]);
  });

  it('does not show the same message twice while it is still there', () => {
    const queue = enqueue(
      enqueue(empty, toast(1, 'Anmodning sendt!')),
      toast(2, 'Anmodning sendt!'),
    );
    expect(queue.shown.map((t) => t.id)).toEqual([1]);
  });

  it('ignores an unknown id', () => {
    const queue = enqueue(empty, toast(1));
    expect(dismiss(queue, 99)).toEqual(queue);
  });
});

describe('toastLifetime', () => {
  const action = { label: 'Se tilbud', run: () => {} };
  it.each<[string, Pick<Toast, 'kind' | 'action'>, number | null]>([
    ['success goes by itself', { kind: 'success' }, 5_000],
    ['info goes by itself', { kind: 'info' }, 8_000],
    ['a warning waits to be closed', { kind: 'warning' }, null],
    ['an error waits to be closed', { kind: 'error' }, null],
    ['info with an action waits to be closed or used', { kind: 'info', action }, null],
  ])('%s', (_case, toast, lifetime) => {
    expect(toastLifetime(toast)).toBe(lifetime);
  });
});
