import type { LatLng } from '@havhjaelp/common/geo';
import {
  createHelpSchema,
  HELP_MESSAGES,
  searchRadiusSchema,
  type CreateHelpInput,
  type HelpType,
  type Priority,
} from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';

export interface CreateCallForm {
  vesselName: string;
  type: HelpType | '';
  priority: Priority | '';
  description: string;
  searchRadiusNm: number;
  notLifeThreatening: boolean;
}

export const CREATE_CALL_MESSAGES = {
  waitingForPosition: 'Venter på din position...',
  placePin: 'Sæt kaldets position: tryk på kortet, hvor du er, eller træk nålen.',
  confirmNotLifeThreatening:
    'Bekræft, at situationen ikke er livstruende. Ved fare for liv: ring 112 eller kald på VHF kanal 16.',
  sent: 'Anmodning sendt!',
  sessionExpired: 'Din session er udløbet. Log venligst ind igen.',
} as const;

export const EMPTY_CREATE_CALL: CreateCallForm = {
  vesselName: '',
  type: '',
  priority: '',
  description: '',
  searchRadiusNm: LIMITS.searchRadiusNm.default,
  notLifeThreatening: false,
};

export type CreateCallCheck = { ok: true; input: CreateHelpInput } | { ok: false; error: string };

/**
 * SPEC.md section 5, in the order a boater meets them: a known position (the browser's or the pin's), the confirmation, type
 * and priority, then the radius. Empty vessel name and description are left out, so the server
 * fills in the boat name (else 'Min Båd') and 'Ingen beskrivelse'.
 */
export function checkCreateCall(
  form: CreateCallForm,
  position: LatLng | null,
  waitingForPosition: boolean,
): CreateCallCheck {
  if (!position) {
    const error = waitingForPosition
      ? CREATE_CALL_MESSAGES.waitingForPosition
      : CREATE_CALL_MESSAGES.placePin;
    return { ok: false, error };
  }
  if (!form.notLifeThreatening) {
    return { ok: false, error: CREATE_CALL_MESSAGES.confirmNotLifeThreatening };
  }
  if (!form.type) return { ok: false, error: HELP_MESSAGES.typeRequired };
  if (!form.priority) return { ok: false, error: HELP_MESSAGES.priorityRequired };
  if (!searchRadiusSchema.safeParse(form.searchRadiusNm).success) {
    return { ok: false, error: HELP_MESSAGES.radiusRange };
  }
  const input: CreateHelpInput = {
    type: form.type,
    priority: form.priority,
    position,
    searchRadiusNm: form.searchRadiusNm,
    ...(form.vesselName.trim() ? { vesselName: form.vesselName.trim() } : {}),
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
  };
  const parsed = createHelpSchema.safeParse(input);
  return parsed.success
    ? { ok: true, input }
    : { ok: false, error: parsed.error.issues[0]!.message };
}
