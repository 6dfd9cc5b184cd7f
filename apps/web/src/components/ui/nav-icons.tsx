import type { ReactNode } from 'react';

/**
 * Line icons for the navigation and the header, drawn inline: a handful of paths cost less of the
 * first view than an icon library's runtime. Decorative: the control beside them carries the name.
 */
function LineIcon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A lifebuoy: the calls for help. */
export function LifebuoyIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6m5.6 0 3.6-3.6m0 12.8-3.6-3.6m-5.6 0-3.6 3.6" />
    </LineIcon>
  );
}

/** A folded chart. */
export function ChartIcon() {
  return (
    <LineIcon>
      <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20Z" />
      <path d="M9 4v13.5m6-11V20" />
    </LineIcon>
  );
}

/** A sailing boat. */
export function BoatIcon() {
  return (
    <LineIcon>
      <path d="M3 16h18l-2.5 4h-13Z" />
      <path d="M12 3v13m0-12 7 10h-7" />
    </LineIcon>
  );
}

/** Sun behind a cloud. */
export function WeatherIcon() {
  return (
    <LineIcon>
      <path d="M8 3v1.5M3 8h1.5m.3-4.7 1 1M11.2 4.3l1-1" />
      <path d="M5.5 11.5a3.5 3.5 0 0 1 6.6-2" />
      <path d="M8 20h9a4 4 0 0 0 0-8 5 5 0 0 0-9.5 1.5A3.3 3.3 0 0 0 8 20Z" />
    </LineIcon>
  );
}

/** Three dots: more. */
export function MoreIcon() {
  return (
    <LineIcon>
      <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon size={16}>
      <path d="m5 12 5 5 9-10" />
    </LineIcon>
  );
}
