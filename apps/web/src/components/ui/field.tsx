import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the label wraps the input so clicking it focuses the field. */
export function Field({ label, hint, ...input }: FieldProps) {
  return (
    <label>
      {label}
      <input {...input} />
      {hint}
    </label>
  );
}

/** The message of a failed form, read out by screen readers when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
