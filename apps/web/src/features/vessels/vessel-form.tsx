import { isInsuranceExpired } from '@havhjaelp/common/vessel-display';
import {
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  HULL_MATERIAL_LABELS,
  HULL_MATERIALS,
  VESSEL_LIMITS,
  VESSEL_MESSAGES,
  VESSEL_TYPE_LABELS,
  VESSEL_TYPES,
  type Vessel,
} from '@havhjaelp/common/vessels';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Field, FormError, SelectField, useFocusFirstInvalid } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useSaveVessel } from './api';
import { ImagePreview } from './image-preview';
import { danishToday } from './vessel-format';
import {
  EMPTY_VESSEL_FORM,
  formProblems,
  toFormValues,
  toInput,
  type VesselFormValues,
} from './vessel-form-state';

type TextKey = {
  [K in keyof VesselFormValues]: VesselFormValues[K] extends string ? K : never;
}[keyof VesselFormValues];

// Text, not type="number": a number input reads '6,5' by the browser's language (an English one
// made it 65), while the form takes ',' and '.' alike (parseDanishNumber) and says what is wrong.
const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** Add or edit one vessel; `onDone` goes back to the list (SPEC.md section 4). */
export function VesselForm({
  vessel,
  onDone,
}: {
  vessel?: Vessel;
  onDone: (saved: boolean) => void;
}) {
  const save = useSaveVessel();
  const [values, setValues] = useState(() => (vessel ? toFormValues(vessel) : EMPTY_VESSEL_FORM));
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const problems = attempt > 0 ? formProblems(values) : {};
  const set = <K extends keyof VesselFormValues>(key: K, value: VesselFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const descriptionId = useId();
  const publicId = useId();

  const text = (key: TextKey, label: string, extra: object = {}) => (
    <Field
      label={label}
      name={key}
      value={values[key]}
      error={problems[key]}
      onChange={(e) => set(key, e.target.value)}
      {...extra}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (Object.keys(formProblems(values)).length > 0) return;
    save.mutate(
      { id: vessel?.id, input: toInput(values) },
      { onSuccess: () => onDone(true), onError: () => setAttempt((n) => n + 1) },
    );
  };
  const expired = isInsuranceExpired(values.insurance_expiry_date, danishToday());

  return (
    <form
      ref={form}
      className="form vessel-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={save.isPending}
    >
      <h2>{vessel ? `Rediger ${vessel.name}` : 'Tilføj skib'}</h2>
      <fieldset>
        <legend>Grundoplysninger</legend>
        {text('name', 'Skibsnavn', { required: true, maxLength: VESSEL_LIMITS.nameMaxChars })}
        <SelectField
          label="Skibstype"
          value={values.vessel_type}
          options={VESSEL_TYPES.map((t) => [t, VESSEL_TYPE_LABELS[t]] as const)}
          onChange={(value) => value && set('vessel_type', value)}
        />
        {text('home_port', 'Hjemhavn')}
        <div className="field vessel-form-wide">
          <label htmlFor={descriptionId}>Beskrivelse</label>
          <textarea
            id={descriptionId}
            rows={4}
            maxLength={VESSEL_LIMITS.descriptionMaxChars}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <div className="checkbox-field vessel-form-wide">
          <input
            id={publicId}
            type="checkbox"
            checked={values.public_profile}
            onChange={(e) => set('public_profile', e.target.checked)}
          />
          <label htmlFor={publicId}>Offentlig profil (andre kan se skibet)</label>
        </div>
        {/* The preview and its messages stay right under their link. */}
        <div className="vessel-form-wide vessel-image-field">
          {text('vessel_image', 'Billede URL', {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://...',
            hint: 'Link til et billede, f.eks. fra Google Drive, Dropbox, OneDrive eller Imgur.',
          })}
          <ImagePreview link={values.vessel_image} refusalShown={!!problems.vessel_image} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Mål og bygning</legend>
        {text('length', 'Længde (m)', DECIMAL)}
        {text('width', 'Bredde (m)', DECIMAL)}
        {text('draft', 'Dybgang (m)', DECIMAL)}
        {text('vessel_year', 'Byggeår', {
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 4,
        })}
        {text('vessel_make', 'Mærke')}
        {text('vessel_model', 'Model')}
        <SelectField
          label="Skrogmateriale"
          placeholder="Ikke angivet"
          value={values.hull_material}
          options={HULL_MATERIALS.map((m) => [m, HULL_MATERIAL_LABELS[m]] as const)}
          onChange={(value) => set('hull_material', value)}
        />
      </fieldset>
      <fieldset>
        <legend>Motor og fart</legend>
        {text('engine_type', 'Motortype')}
        {text('engine_power', 'Motorkraft (HK)', DECIMAL)}
        <SelectField
          label="Brændstof"
          placeholder="Ikke angivet"
          value={values.fuel_type}
          options={FUEL_TYPES.map((f) => [f, FUEL_TYPE_LABELS[f]] as const)}
          onChange={(value) => set('fuel_type', value)}
        />
        {text('max_speed', 'Topfart (kn)', DECIMAL)}
        {text('cruising_speed', 'Marchfart (kn)', DECIMAL)}
      </fieldset>
      <fieldset>
        <legend>Identifikation</legend>
        {text('registration_number', 'Registreringsnummer')}
        {text('mmsi', 'MMSI', { inputMode: 'numeric', maxLength: 9, hint: '9 cifre' })}
        {text('call_sign', 'Kaldesignal', { maxLength: 50 })}
      </fieldset>
      <fieldset>
        <legend>Forsikring (kun synlig for dig)</legend>
        {text('insurance_company', 'Forsikringsselskab')}
        {text('insurance_policy_number', 'Policenummer')}
        {text('insurance_expiry_date', 'Udløbsdato', {
          type: 'date',
          className: expired ? 'insurance-expired' : undefined,
          hint: expired ? (
            <span className="insurance-expired">{VESSEL_MESSAGES.insuranceExpired}</span>
          ) : undefined,
        })}
      </fieldset>
      <FormError>{save.isError && errorText(save.error, VESSEL_MESSAGES.saveFailed)}</FormError>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Gemmer...' : 'Gem skib'}
        </button>
        <button type="button" className="button" onClick={() => onDone(false)}>
          Annuller
        </button>
      </div>
    </form>
  );
}
