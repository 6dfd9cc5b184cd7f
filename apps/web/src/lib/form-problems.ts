import type { ZodType } from 'zod';

/**
 * The first message of each field `schema` finds wrong in `input` (a form's values as a request
 * body), keyed by the field, or an empty record: every problem of a form at once, in the shared
 * schema's Danish, so the form and the server agree.
 */
export function fieldProblems<K extends string>(
  schema: ZodType,
  input: unknown,
): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const field = issue.path[0] as K;
    problems[field] ??= issue.message;
  }
  return problems;
}
