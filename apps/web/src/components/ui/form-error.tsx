import type { ReactNode } from 'react';

// Apart from the fields: a screen of the first view shows a failure without carrying a form.

/** The message of a failed form, read out by screen readers when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
