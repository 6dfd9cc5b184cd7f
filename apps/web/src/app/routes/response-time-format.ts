/**
 * The response-time card's figure: '–' while unknown (no offers yet, or not loaded), never 0,
 * which would read as instant help; under a minute as such, else whole minutes, and hours with
 * their minutes from an hour on.
 */
export function formatResponseTime(medianMinutes: number | null | undefined): string {
  if (medianMinutes === null || medianMinutes === undefined) return '–';
  if (medianMinutes < 1) return '< 1 min';
  const minutes = Math.round(medianMinutes);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} t` : `${Math.floor(minutes / 60)} t ${rest} min`;
}
