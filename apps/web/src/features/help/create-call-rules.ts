import type { LatLng } from '@havhjaelp/common/geo';
import {
  createHelpSchema,
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
  typePosition: "Skriv kaldets position, fx 55°42,000' N 12°36,000' Ø.",
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

/** What is wrong, each field with its own message; `position` has no field but the map's pin. */
export type CreateCallProblems = Partial<Record<keyof CreateCallForm | 'position', string>>;

export type CreateCallCheck =
  { ok: true; input: CreateHelpInput } | { ok: false; problems: CreateCallProblems };

/**
 * SPEC.md section 5, every problem at once, by the schema the server checks with: a known
 * position (the browser's or the pin's), type and priority, the radius, and the confirmation
 * that it is not life-threatening (the form's own question). Empty vessel name and description
 * are left out, so the server fills in the boat name (else 'Min Båd') and 'Ingen beskrivelse'.
 */
export function checkCreateCall(
  form: CreateCallForm,
  position: LatLng | null,
  waitingForPosition: boolean,
  /** False while the sea map cannot be had: a tap on a blank map is not asked for, typing is. */
  mapShown = true,
): CreateCallCheck {
  const vesselName = form.vesselName.trim();
  const description = form.description.trim();
  const parsed = createHelpSchema.safeParse({
    type: form.type,
    priority: form.priority,
    position: position ?? undefined,
    searchRadiusNm: form.searchRadiusNm,
    ...(vesselName ? { vesselName } : {}),
    ...(description ? { description } : {}),
  });
  const problems: CreateCallProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    problems[issue.path[0] as keyof CreateCallProblems] ??= issue.message;
  }
  if (!position) {
    problems.position = waitingForPosition
      ? CREATE_CALL_MESSAGES.waitingForPosition
      : mapShown
        ? CREATE_CALL_MESSAGES.placePin
        : CREATE_CALL_MESSAGES.typePosition;
  }
  if (!form.notLifeThreatening) {
    problems.notLifeThreatening = CREATE_CALL_MESSAGES.confirmNotLifeThreatening;
  }
  return parsed.success && Object.keys(problems).length === 0
    ? { ok: true, input: parsed.data }
    : { ok: false, problems };
}
