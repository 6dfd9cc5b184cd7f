import { createStore, useStore } from './store';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** What a toast offers to do about its news (open the call it is about). */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  text: string;
  action?: ToastAction;
}

/** How long a toast stays once shown; warnings and errors wait for the person to close them. */
export const TOAST_LIFETIME_MS: Record<ToastKind, number | null> = {
  success: 5_000,
  info: 8_000,
  warning: null,
  error: null,
};

/**
 * How long this toast stays, or null while it waits to be closed: a toast with an action waits
 * too, so it is not taken away while someone is reaching for it.
 */
export function toastLifetime(toast: Pick<Toast, 'kind' | 'action'>): number | null {
  return toast.action ? null : TOAST_LIFETIME_MS[toast.kind];
}

/** At most this many toasts are on screen; the rest wait their turn instead of piling up. */
export const VISIBLE_TOASTS = 3;

export interface ToastQueue {
  shown: Toast[];
  waiting: Toast[];
}

/** Adds a toast: shown at once while there is room, queued behind the others when not. */
export function enqueue(queue: ToastQueue, toast: Toast): ToastQueue {
  const same = [...queue.shown, ...queue.waiting].some(
    (t) => t.kind === toast.kind && t.text === toast.text && t.title === toast.title,
  );
  if (same) return queue;
  return queue.shown.length < VISIBLE_TOASTS
    ? { ...queue, shown: [...queue.shown, toast] }
    : { ...queue, waiting: [...queue.waiting, toast] };
}

/** Removes a toast; the first waiting one takes its place. */
export function dismiss(queue: ToastQueue, id: number): ToastQueue {
  const shown = queue.shown.filter((t) => t.id !== id);
  const waiting = queue.waiting.filter((t) => t.id !== id);
  if (shown.length >= VISIBLE_TOASTS || waiting.length === 0) return { shown, waiting };
  return { shown: [...shown, waiting[0]!], waiting: waiting.slice(1) };
}

const queue = createStore<ToastQueue>({ shown: [], waiting: [] });
let nextId = 1;

/** Shows a short message in the notice region (SPEC.md's 'Anmodning sendt!' and the like). */
export function showToast(
  kind: ToastKind,
  text: string,
  title?: string,
  action?: ToastAction,
): number {
  const id = nextId++;
  queue.set((current) => enqueue(current, { id, kind, text, title, action }));
  return id;
}

export function dismissToast(id: number): void {
  queue.set((current) => dismiss(current, id));
}

export function useToasts(): Toast[] {
  return useStore(queue, (current) => current.shown);
}
