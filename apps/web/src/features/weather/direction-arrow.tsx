/**
 * An arrow pointing the way the water or wind goes. `from` directions (waves, wind) are turned
 * round; a current's direction is already where it goes.
 */
export function DirectionArrow({ degrees, from }: { degrees: number | null; from: boolean }) {
  if (degrees === null) return null;
  const heading = (degrees + (from ? 180 : 0)) % 360;
  return (
    <svg
      className="direction-arrow"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      style={{ transform: `rotate(${heading}deg)` }}
    >
      <path d="M12 2 L18 14 L13 12 L13 22 L11 22 L11 12 L6 14 Z" fill="currentColor" />
    </svg>
  );
}
