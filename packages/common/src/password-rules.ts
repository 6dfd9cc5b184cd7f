import { LIMITS } from './limits';

export const PASSWORD_MESSAGES = {
  tooShort: `Password skal være mindst ${LIMITS.passwordMinLength} tegn`,
  newTooShort: `Nyt password skal være mindst ${LIMITS.passwordMinLength} tegn`,
  missingClasses: 'Password skal indeholde: stort bogstav, lille bogstav, tal og specialtegn',
  mismatch: 'Passwords matcher ikke',
  newMismatch: 'Nye passwords matcher ikke',
  resetMismatch: 'Adgangskoderne matcher ikke',
  needsUpper: 'Password skal indeholde mindst ét stort bogstav',
  needsLower: 'Password skal indeholde mindst ét lille bogstav',
  needsDigit: 'Password skal indeholde mindst ét tal',
  needsSpecial: 'Password skal indeholde mindst ét specialtegn (!@#$%^&* osv.)',
  forcedMismatch: 'De to passwords matcher ikke',
  mustDiffer: 'Nyt password skal være anderledes end det nuværende',
} as const;

/** The five checks of SPEC.md section 5, each true when met. */
export function passwordChecks(password: string) {
  return {
    length: password.length >= LIMITS.passwordMinLength,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    // Any character that is not a letter or digit counts, space included (as OWASP lists it).
    special: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

export function meetsPasswordRule(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/** Register, change and reset: the length message first, then the combined class message. */
export function passwordRuleMessage(password: string, isNew = false): string | undefined {
  const checks = passwordChecks(password);
  if (!checks.length) return isNew ? PASSWORD_MESSAGES.newTooShort : PASSWORD_MESSAGES.tooShort;
  if (!checks.upper || !checks.lower || !checks.digit || !checks.special) {
    return PASSWORD_MESSAGES.missingClasses;
  }
  return undefined;
}

/** The forced-change modal's messages, in the exact order SPEC.md lists them. */
export function forcedChangeMessage(
  current: string,
  next: string,
  confirm: string,
): string | undefined {
  const checks = passwordChecks(next);
  if (!checks.length) return PASSWORD_MESSAGES.newTooShort;
  if (!checks.upper) return PASSWORD_MESSAGES.needsUpper;
  if (!checks.lower) return PASSWORD_MESSAGES.needsLower;
  if (!checks.digit) return PASSWORD_MESSAGES.needsDigit;
  if (!checks.special) return PASSWORD_MESSAGES.needsSpecial;
  if (next !== confirm) return PASSWORD_MESSAGES.forcedMismatch;
  if (next === current) return PASSWORD_MESSAGES.mustDiffer;
  return undefined;
}

export type PasswordStrength = 'Svag' | 'Middel' | 'Stærk';

/** The reset page's label: score of the five checks; up to 2 Svag, up to 4 Middel, 5 Stærk. */
export function passwordStrength(password: string): PasswordStrength {
  const score = Object.values(passwordChecks(password)).filter(Boolean).length;
  if (score <= 2) return 'Svag';
  if (score <= 4) return 'Middel';
  return 'Stærk';
}
