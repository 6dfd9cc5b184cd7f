/** A padlock drawn inline, so it shows even where no emoji font is installed. */
export function LockIcon({ label }: { label: string }) {
  return (
    <svg
      className="lock-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      role="img"
      aria-label={label}
    >
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
