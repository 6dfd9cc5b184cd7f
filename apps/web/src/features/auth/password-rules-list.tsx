import { LIMITS } from '@havhjaelp/common/limits';
import { passwordChecks } from '@havhjaelp/common/password-rules';

const RULES = [
  ['length', `Mindst ${LIMITS.passwordMinLength} tegn`],
  ['upper', 'Et stort bogstav'],
  ['lower', 'Et lille bogstav'],
  ['digit', 'Et tal'],
  ['special', 'Et specialtegn (!@#$%^&* osv.)'],
] as const;

/** The password rule of SPEC.md section 5 as a checklist that fills in while typing. */
export function PasswordRules({ password }: { password: string }) {
  const checks = passwordChecks(password);
  return (
    <ul className="password-rules small" aria-label="Krav til password">
      {RULES.map(([key, text]) => (
        <li key={key} data-met={checks[key]}>
          {checks[key] ? '✓' : '○'} {text}
        </li>
      ))}
    </ul>
  );
}
