import { SAFETY_STATEMENT } from '@havhjaelp/common/app-info';

/** The "not for emergencies" statement SPEC.md asks for on every page that describes the service. */
export function SafetyNotice({ extra, id }: { extra?: string; id?: string }) {
  return (
    <aside id={id} className="safety-notice" role="note" aria-label="Sikkerhed">
      <strong>⚠ {SAFETY_STATEMENT}</strong>
      {extra && <span> {extra}</span>}
    </aside>
  );
}
