import { useEffect } from 'react';
import { dismissToast, toastLifetime, useToasts, type Toast } from '../../lib/toasts';
import './toasts.css';

/**
 * The shown toasts, newest last; success and info go by themselves, the rest (and those with an
 * action) wait for "×" or the action.
 */
export function Toasts() {
  const toasts = useToasts();
  return (
    <ol className="toasts" aria-label="Beskeder">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const lifetime = toastLifetime(toast);
    if (lifetime === null) return;
    const timer = setTimeout(() => dismissToast(toast.id), lifetime);
    return () => clearTimeout(timer);
  }, [toast]);
  const urgent = toast.kind === 'warning' || toast.kind === 'error';
  return (
    // The live region inside the item: a list may hold only items (axe, WCAG 1.3.1).
    <li>
      <div className={`toast toast-${toast.kind}`} role={urgent ? 'alert' : 'status'}>
        <span className="toast-text">
          {toast.title && <strong>{toast.title}</strong>}
          <span className="pre-wrap">{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className="button button-small toast-action"
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Luk besked"
          onClick={() => dismissToast(toast.id)}
        >
          ×
        </button>
      </div>
    </li>
  );
}
