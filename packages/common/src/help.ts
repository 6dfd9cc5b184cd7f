import { LIMITS } from './limits';
import { z } from './zod-da';

export const HELP_TYPES = ['motorstop', 'battery', 'fuel', 'towing', 'medical', 'other'] as const;
export type HelpType = (typeof HELP_TYPES)[number];
export const HELP_TYPE_LABELS: Record<HelpType, string> = {
  motorstop: 'Motorstop',
  battery: 'Fladt batteri',
  fuel: 'Mangler brændstof',
  towing: 'Har brug for slæb',
  medical: 'Medicinsk spørgsmål',
  other: 'Andet',
};

export const PRIORITIES = ['normal', 'urgent', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** SPEC.md section 9: critical 1, urgent 2, normal 3. */
export const PRIORITY_ORDER: Record<Priority, number> = { critical: 1, urgent: 2, normal: 3 };

/** The most urgent of some priorities (normal when there are none). */
export function mostUrgent(priorities: readonly Priority[]): Priority {
  return priorities.reduce<Priority>(
    (most, p) => (PRIORITY_ORDER[p] < PRIORITY_ORDER[most] ? p : most),
    'normal',
  );
}
export const PRIORITY_BADGES: Record<Priority, string> = {
  critical: 'RØDT KALD',
  urgent: 'GULT KALD',
  normal: 'GRØNT KALD',
};
export const PRIORITY_LABELS: Record<Priority, string> = {
  critical: 'Kritisk',
  urgent: 'Haster',
  normal: 'Normal',
};

export const HELP_STATUSES = [
  'active',
  'offered',
  'accepted',
  'on_way',
  'arrived',
  'completed',
  'resolved',
  'cancelled',
] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const STATUS_LABELS: Record<HelpStatus, string> = {
  active: 'Aktiv',
  offered: 'Tilbud modtaget',
  accepted: 'Hjælper accepteret',
  on_way: 'På vej',
  arrived: 'Ankommet',
  completed: 'Fuldført',
  resolved: 'Løst',
  cancelled: 'Annulleret',
};
/** Statuses of a request that is still open; the dashboard shows all of them as 'Aktiv'. */
export const OPEN_STATUSES: readonly HelpStatus[] = [
  'active',
  'offered',
  'accepted',
  'on_way',
  'arrived',
];
export function isOpenStatus(status: HelpStatus): boolean {
  return OPEN_STATUSES.includes(status);
}
/** The dashboard's three labels (SPEC.md section 2). */
export function dashboardStatusLabel(status: HelpStatus): 'Aktiv' | 'Løst' | 'Annulleret' {
  if (status === 'cancelled') return 'Annulleret';
  return isOpenStatus(status) ? 'Aktiv' : 'Løst';
}

export const DEFAULT_VESSEL_NAME = 'Min Båd';
export const DEFAULT_DESCRIPTION = 'Ingen beskrivelse';

/** Danish decimal comma: 0,5. */
function danishNumber(value: number): string {
  return String(value).replace('.', ',');
}

export const HELP_MESSAGES = {
  notFound: 'Anmodningen findes ikke',
  clientKeyInvalid: 'Kaldets nøgle skal være et UUID',
  positionRequired: 'Position er påkrævet',
  latitudeRange: 'Breddegrad skal være mellem -90 og 90',
  longitudeRange: 'Længdegrad skal være mellem -180 og 180',
  typeRequired: 'Vælg problemtype',
  priorityRequired: 'Vælg prioritet',
  radiusRange: `Søgeradius skal være mellem ${danishNumber(LIMITS.searchRadiusNm.min)} og ${danishNumber(LIMITS.searchRadiusNm.max)} sømil i trin af ${danishNumber(LIMITS.searchRadiusNm.step)}`,
  offerLoginRequired: 'Du skal være logget ind for at tilbyde hjælp',
  offerOwnRequest: 'Du kan ikke tilbyde hjælp på din egen anmodning',
  offerClosed: 'Anmodningen er ikke længere åben for tilbud',
  offerHelperChosen: 'Der er allerede valgt en hjælper',
  offerTwice: 'Du har allerede tilbudt hjælp på denne anmodning',
  ownerOnly: 'Kun den, der har oprettet anmodningen, kan gøre dette',
  responseNotFound: 'Tilbuddet findes ikke',
  alreadyAccepted: 'Der er allerede accepteret en hjælper',
  statusNotAllowed: 'Du kan ikke ændre anmodningen til denne status',
  requestClosed: 'Anmodningen er allerede afsluttet',
  chatParticipantsOnly: 'Kun ejeren og den accepterede hjælper kan bruge chatten',
  chatNoHelper: 'Chatten åbner, når en hjælper er accepteret',
  testimonialTooLong: `Takken må højst være ${LIMITS.thankYouMaxChars} tegn`,
  ratingOnlyWithTestimonial: 'Bedømmelse og synlighed kan kun sendes sammen med en tak',
  testimonialNeedsHelper: 'Der kan kun gives tak, når en hjælper er accepteret',
  tooManyOpenCalls: `Du har allerede ${LIMITS.posting.openCallsMax} åbne kald. Luk et, før du opretter et nyt.`,
  tooManyCalls: `Du har oprettet ${LIMITS.posting.callsPerHour} kald inden for den seneste time. Vent lidt, før du opretter et nyt.`,
  tooManyOffers: `Du har tilbudt hjælp ${LIMITS.posting.offersPerHour} gange inden for den seneste time. Vent lidt, før du tilbyder igen.`,
  badEndedCursor: 'Ugyldig side af afsluttede kald',
  nearBothOrNeither: 'Send både breddegrad og længdegrad, eller ingen af dem',
  sharePositionForPrecise: 'Del din position for at se det præcise sted',
  offered: 'Dit tilbud om hjælp er sendt!',
  accepted: 'Hjælper accepteret!',
} as const;

export const positionSchema = z.object(
  {
    lat: z
      .number({ error: HELP_MESSAGES.positionRequired })
      .min(-90, { error: HELP_MESSAGES.latitudeRange })
      .max(90, { error: HELP_MESSAGES.latitudeRange }),
    lng: z
      .number({ error: HELP_MESSAGES.positionRequired })
      .min(-180, { error: HELP_MESSAGES.longitudeRange })
      .max(180, { error: HELP_MESSAGES.longitudeRange }),
  },
  { error: HELP_MESSAGES.positionRequired },
);
export type Position = z.infer<typeof positionSchema>;

const { min, max, step } = LIMITS.searchRadiusNm;
export const searchRadiusSchema = z
  .number({ error: HELP_MESSAGES.radiusRange })
  .min(min, { error: HELP_MESSAGES.radiusRange })
  .max(max, { error: HELP_MESSAGES.radiusRange })
  .refine((value) => Number.isInteger(value / step), { error: HELP_MESSAGES.radiusRange });

export const createHelpSchema = z.object({
  vesselName: z.string().trim().max(100).optional(),
  type: z.enum(HELP_TYPES, { error: HELP_MESSAGES.typeRequired }),
  priority: z.enum(PRIORITIES, { error: HELP_MESSAGES.priorityRequired }),
  description: z.string().trim().max(LIMITS.helpDescriptionMaxChars).optional(),
  position: positionSchema,
  searchRadiusNm: searchRadiusSchema.default(LIMITS.searchRadiusNm.default),
  /**
   * Made by the browser once per call: a call sent again with the same key (it waited for
   * coverage, or the answer was lost) is the call already made, never a second one.
   */
  clientKey: z.uuid({ error: HELP_MESSAGES.clientKeyInvalid }).optional(),
});
export type CreateHelpInput = z.input<typeof createHelpSchema>;

/**
 * A help request as the API answers it. Its owner, anyone who offered, its accepted helper and a
 * member last known within 50 km of it get the precise view; everyone else (and every visitor)
 * the public view: no description, no contact fields, no ids of people, and a position rounded to
 * about 1 km (see help-precision.ts).
 */
export const helpRequestSchema = z.object({
  id: z.string(),
  userName: z.string(),
  vesselName: z.string(),
  type: z.enum(HELP_TYPES),
  priority: z.enum(PRIORITIES),
  status: z.enum(HELP_STATUSES),
  timestamp: z.string(),
  position: positionSchema,
  searchRadiusNm: z.number(),
  helperName: z.string().nullable(),
  userId: z.string().optional(),
  helperId: z.string().nullable().optional(),
  description: z.string().optional(),
  vhfChannel: z.string().optional(),
  boatName: z.string().optional(),
  /** Whether this is the precise view; a member who gets the public one is told how to change it. */
  precise: z.boolean(),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

const coordinate = (limit: number, error: string) =>
  z.coerce.number({ error }).min(-limit, { error }).max(limit, { error });

/**
 * Where the asking member is, sent with a read of calls (`?lat=&lng=`, the browser's position):
 * within 50 km of a call it shows that call precisely, as the member's last reported position does.
 * Spread into a query's shape, which then refines with `nearBothOrNeither`.
 */
export const nearQueryShape = {
  lat: coordinate(90, HELP_MESSAGES.latitudeRange).optional(),
  lng: coordinate(180, HELP_MESSAGES.longitudeRange).optional(),
};
export const nearBothOrNeither = [
  (query: { lat?: number; lng?: number }) =>
    (query.lat === undefined) === (query.lng === undefined),
  { error: HELP_MESSAGES.nearBothOrNeither },
] as const;

/** The query of one call's details. */
export const requestQuerySchema = z.object(nearQueryShape).refine(...nearBothOrNeither);

/** The place a read of calls was sent from, when it was. */
export function nearOf(query: { lat?: number; lng?: number }): Position | null {
  return query.lat === undefined || query.lng === undefined
    ? null
    : { lat: query.lat, lng: query.lng };
}

/**
 * Where a page of ended calls starts: after the call with this creation time and id (ended calls
 * are listed newest first, as the dashboard shows them, ties by id).
 */
export const endedCursorSchema = z
  .string({ error: HELP_MESSAGES.badEndedCursor })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[\w-]{1,64}$/, {
    error: HELP_MESSAGES.badEndedCursor,
  });

export function endedCursor(request: Pick<HelpRequest, 'timestamp' | 'id'>): string {
  return `${request.timestamp}~${request.id}`;
}

export function parseEndedCursor(cursor: string): { timestamp: string; id: string } {
  const at = cursor.indexOf('~');
  return { timestamp: cursor.slice(0, at), id: cursor.slice(at + 1) };
}

/** Ended calls newest first, ties by id (the larger first), the order their pages follow. */
export function compareEnded(
  a: Pick<HelpRequest, 'timestamp' | 'id'>,
  b: Pick<HelpRequest, 'timestamp' | 'id'>,
): number {
  return b.timestamp.localeCompare(a.timestamp) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The help list: every open request and the most recently created ended ones (at most
 * LIMITS.endedCallsWindow), in `compareRequests` order. Older ended calls are paged from
 * `olderEnded` on; `count` and `endedCount` count every request there is.
 */
export const helpListSchema = z.object({
  requests: z.array(helpRequestSchema),
  count: z.number(),
  endedCount: z.number(),
  /** Where the ended calls beyond this list begin; null when the list holds them all. */
  olderEnded: endedCursorSchema.nullable(),
});
export type HelpList = z.infer<typeof helpListSchema>;

export const endedPageQuerySchema = z
  .object({
    before: endedCursorSchema,
    limit: z.coerce
      .number({ error: HELP_MESSAGES.badEndedCursor })
      .int({ error: HELP_MESSAGES.badEndedCursor })
      .min(1, { error: HELP_MESSAGES.badEndedCursor })
      .max(LIMITS.endedCallsPageMax, { error: HELP_MESSAGES.badEndedCursor })
      .default(LIMITS.endedCallsWindow),
    ...nearQueryShape,
  })
  .refine(...nearBothOrNeither);

/** A page of ended calls, newest first, and where the next older page begins (null: no more). */
export const endedPageSchema = z.object({
  requests: z.array(helpRequestSchema),
  olderEnded: endedCursorSchema.nullable(),
});
export type EndedPage = z.infer<typeof endedPageSchema>;

export const respondSchema = z.object({
  message: z.string().trim().max(1000).optional(),
  estimatedArrival: z.string().trim().max(50).nullable().optional(),
});

export const RESPONSE_STATUSES = ['offered', 'accepted'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const helpResponseSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  userId: z.string(),
  userName: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  message: z.string(),
  estimatedArrival: z.string().nullable(),
  createdAt: z.string(),
});
export type HelpResponse = z.infer<typeof helpResponseSchema>;
export const helpResponsesSchema = z.object({ responses: z.array(helpResponseSchema) });

export const statusUpdateSchema = z.object({
  status: z.enum(HELP_STATUSES, { error: 'Ukendt status' }),
});

export const closeHelpSchema = z
  .object({
    testimonial: z
      .string()
      .trim()
      .max(LIMITS.thankYouMaxChars, { error: HELP_MESSAGES.testimonialTooLong })
      .optional(),
    rating: z.number().int().min(LIMITS.rating.min).max(LIMITS.rating.max).optional(),
    isPublic: z.boolean().optional(),
  })
  .refine(
    (body) => body.testimonial || (body.rating === undefined && body.isPublic === undefined),
    {
      error: HELP_MESSAGES.ratingOnlyWithTestimonial,
    },
  );
export type CloseHelpInput = z.input<typeof closeHelpSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  from_username: z.string(),
  from_boat_name: z.string(),
  to_username: z.string(),
  to_boat_name: z.string(),
  help_type: z.enum(HELP_TYPES),
  vessel_name: z.string(),
  message: z.string(),
  rating: z.number(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsSchema = z.object({ testimonials: z.array(testimonialSchema) });

/**
 * How quickly I offer help (SPEC.md section 2, the dashboard's "own response time"): the median
 * minutes from a call's creation to my offer on it, over all my offers; null before my first.
 */
export const responseTimeSchema = z.object({
  medianMinutes: z.number().min(0).nullable(),
  offers: z.number().int().min(0),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;

/** Sorted as SPEC.md wants the dashboard: priority first (critical first), then newest. */
export function compareRequests(
  a: Pick<HelpRequest, 'priority' | 'timestamp'>,
  b: Pick<HelpRequest, 'priority' | 'timestamp'>,
): number {
  return (
    PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
    b.timestamp.localeCompare(a.timestamp)
  );
}
