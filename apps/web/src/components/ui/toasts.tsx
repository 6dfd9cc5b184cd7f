import { useEffect } from 'react';
import { dismissToast, TOAST_LIFETIME_MS, useToasts, type Toast } from '../../lib/toasts';

/** The shown toasts, newest last; success and info go by themselves, the rest wait for "×". */
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
    const lifetime = TOAST_LIFETIME_MS[toast.kind];
    if (lifetime === null) return;
    const timer = setTimeout(() => dismissToast(toast.id), lifetime);
    return () => clearTimeout(timer);
  }, [toast]);
  const urgent = toast.kind === 'warning' || toast.kind === 'error';
  return (
    <li className={`toast toast-${toast.kind}`} role={urgent ? 'alert' : 'status'}>
      <span className="toast-text">
        {toast.title && <strong>{toast.title}</strong>}
        <span className="pre-wrap">{toast.text}</span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Luk besked"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </li>
  );
}
