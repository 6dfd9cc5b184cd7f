import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help under the input; linked to it as its description, not part of its name. */
  hint?: ReactNode;
}

export function Field({ label, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && <div id={`${id}-hint`}>{hint}</div>}
    </div>
  );
}

interface SelectFieldProps<V extends string> {
  label: string;
  /** The empty first choice, which leaves the field unanswered; none when a choice is required. */
  placeholder?: string;
  value: V | '';
  options: readonly (readonly [value: V, label: string])[];
  onChange: (value: V | '') => void;
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
        onChange={(e) => props.onChange(e.target.value as V | '')}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
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
}

/** The labelled inputs of `specs`, bound to `values`. */
export function Fields<K extends string>({ specs, values, onChange }: FieldsProps<K>) {
  return specs.map((spec) => (
    <Field
      key={spec.name}
      {...spec}
      value={values[spec.name]}
      onChange={(e) => onChange(spec.name, e.target.value)}
    />
  ));
}
