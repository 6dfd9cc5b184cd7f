// What a screen shows of a vessel, beside its fields: the list's preview and the insurance flag.

/** The description cut to the list's preview (SPEC.md section 9: 100 characters). */
export function descriptionPreview(description: string, max = 100): string {
  const chars = [...description.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** True when an insurance expiry date (YYYY-MM-DD) lies before `today` (YYYY-MM-DD). */
export function isInsuranceExpired(expiry: string | null | undefined, today: string): boolean {
  return !!expiry && expiry < today;
}
