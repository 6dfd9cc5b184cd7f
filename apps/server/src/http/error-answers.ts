import { apiErrorSchema } from '@havhjaelp/common/errors';

/** The response schemas of a route's error answers: each status answers `{error, code}`. */
export function errorAnswers<const S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
