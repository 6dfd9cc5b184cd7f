/** One of the dashboard's figures; `state` colours the live channel's. */
export function Stat({
  label,
  value,
  state,
}: {
  label: string;
  value: string | number;
  state?: string;
}) {
  return (
    <div className="stat-card" data-state={state}>
      <span className="stat-value">{value}</span>
      <span className="stat-label">{label}</span>
    </div>
  );
}
