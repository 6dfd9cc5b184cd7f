import {
  useEffect,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import './field.css';

export { FormError } from './form-error';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help under the input; linked to it as its description, not part of its name. */
  hint?: ReactNode;
  /** What is wrong with the value: marks the input invalid and is read out with it. */
  error?: string;
}

export function Field({ label, hint, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} {...ariaOf(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A `Field` of several lines. */
export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea id={id} {...ariaOf(id, hint, error)} {...textarea} />
    </FieldFrame>
  );
}

const ariaOf = (id: string, hint: ReactNode, error: string | undefined) => ({
  'aria-describedby': describedBy(id, hint, error),
  'aria-invalid': error ? true : undefined,
});

/** The label above a field's control `children` (whose id is `id`), its error and its hint. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={id} error={error} />
      {hint && (
        // A plain-text hint is styled here; a richer one (a checklist) brings its own look.
        <div id={`${id}-hint`} className={typeof hint === 'string' ? 'small muted' : undefined}>
          {hint}
        </div>
      )}
    </div>
  );
}

/** The ids of a field's error and hint, for its aria-describedby (the error read first). */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's own message, next to it; `id` is the field's, as `describedBy` links it. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

/**
 * Moves the focus to the first invalid field of the form each time `attempt` changes (a submit
 * that found problems, or a refusal from the server), so keyboard and screen-reader users land
 * on what needs fixing.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}

interface SelectFieldProps<V extends string> {
  label: string;
  /** The empty first choice, which leaves the field unanswered; none when a choice is required. */
  placeholder?: string;
  value: V | '';
  options: readonly (readonly [value: V, label: string])[];
  onChange: (value: V | '') => void;
  /** What is wrong with the choice, shown and read out with it. */
  error?: string;
}

/** A labelled drop-down; with a placeholder, its empty first choice means "not chosen yet". */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, undefined, props.error)}
        onChange={(e) => props.onChange(e.target.value as V | '')}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={props.error} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/**
 * A tick box and its label as one target of at least 24 × 24 px (WCAG 2.5.8), with its own
 * message under it.
 */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="checkbox checkbox-field">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** One field of a form kept as a record of strings: its key is also the input's name. */
export interface FieldSpec<K extends string> extends Omit<
  FieldProps,
  'name' | 'value' | 'onChange'
> {
  name: K;
}

interface FieldsProps<K extends string> {
  specs: readonly FieldSpec<K>[];
  values: Record<K, string>;
  onChange: (name: K, value: string) => void;
  errors?: Partial<Record<K, string>>;
}

/** The labelled inputs of `specs`, bound to `values`, each with its error if any. */
export function Fields<K extends string>({ specs, values, onChange, errors }: FieldsProps<K>) {
  return specs.map((spec) => (
    <Field
      key={spec.name}
      {...spec}
      value={values[spec.name]}
      error={errors?.[spec.name]}
      onChange={(e) => onChange(spec.name, e.target.value)}
    />
  ));
}
