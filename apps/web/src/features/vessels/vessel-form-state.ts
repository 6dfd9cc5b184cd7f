import { formatDanishNumber, parseDanishNumber } from '@havhjaelp/common/danish-number';
import {
  vesselInputSchema,
  type FuelType,
  type HullMaterial,
  type Vessel,
  type VesselInput,
  type VesselType,
} from '@havhjaelp/common/vessels';
import { fieldProblems } from '../../lib/form-problems';

/** The form's values as its inputs hold them: text, except the checkbox. */
export interface VesselFormValues {
  name: string;
  vessel_type: VesselType;
  length: string;
  width: string;
  draft: string;
  vessel_year: string;
  vessel_make: string;
  vessel_model: string;
  hull_material: HullMaterial | '';
  engine_type: string;
  engine_power: string;
  fuel_type: FuelType | '';
  max_speed: string;
  cruising_speed: string;
  registration_number: string;
  home_port: string;
  mmsi: string;
  call_sign: string;
  description: string;
  public_profile: boolean;
  vessel_image: string;
  insurance_company: string;
  insurance_policy_number: string;
  insurance_expiry_date: string;
}

const NUMBER_FIELDS = [
  'length',
  'width',
  'draft',
  'vessel_year',
  'engine_power',
  'max_speed',
  'cruising_speed',
] as const;

export const EMPTY_VESSEL_FORM: VesselFormValues = {
  name: '',
  vessel_type: 'sailboat',
  length: '',
  width: '',
  draft: '',
  vessel_year: '',
  vessel_make: '',
  vessel_model: '',
  hull_material: '',
  engine_type: '',
  engine_power: '',
  fuel_type: '',
  max_speed: '',
  cruising_speed: '',
  registration_number: '',
  home_port: '',
  mmsi: '',
  call_sign: '',
  description: '',
  public_profile: true,
  vessel_image: '',
  insurance_company: '',
  insurance_policy_number: '',
  insurance_expiry_date: '',
};

/** A stored vessel as the form shows it for editing. */
export function toFormValues(vessel: Vessel): VesselFormValues {
  const values: VesselFormValues = { ...EMPTY_VESSEL_FORM };
  for (const key of Object.keys(EMPTY_VESSEL_FORM) as (keyof VesselFormValues)[]) {
    const value = vessel[key];
    if (value === null || value === undefined) continue;
    (values as unknown as Record<string, unknown>)[key] =
      typeof value === 'number' ? formatDanishNumber(value) : value;
  }
  return values;
}

/**
 * A typed number ("9,99" or "9.99"), or null for an empty field; text that is no number stays as
 * is, for the schema to refuse with the field's own message.
 */
function toNumber(text: string): number | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return parseDanishNumber(trimmed) ?? trimmed;
}

/** The request body of the form's values. */
export function toInput(values: VesselFormValues): VesselInput {
  const input: Record<string, unknown> = { ...values };
  for (const key of NUMBER_FIELDS) input[key] = toNumber(values[key]);
  return input as VesselInput;
}

/** The first problem of each field, in the schema's Danish, or an empty record. */
export function formProblems(
  values: VesselFormValues,
): Partial<Record<keyof VesselFormValues, string>> {
  return fieldProblems(vesselInputSchema, toInput(values));
}
