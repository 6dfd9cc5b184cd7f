import { SAFETY_STATEMENT } from '@havhjaelp/common/app-info';

/** The "not for emergencies" statement SPEC.md asks for on every page that describes the service. */
export function SafetyNotice({ extra }: { extra?: string }) {
  return (
    <aside className="safety-notice" role="note" aria-label="Sikkerhed">
      <strong>⚠ {SAFETY_STATEMENT}</strong>
      {extra && <span> {extra}</span>}
    </aside>
  );
}
