import { useState } from 'react';

/**
 * A vessel's picture as the server keeps it (`vessel_image_src`, an address of the app's own: the
 * browser never calls the host of the owner's link), or a drawn boat when there is none or it does
 * not load.
 */
export function VesselImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src || !src.startsWith('/img/')) {
    return (
      <div
        className={`vessel-image vessel-image-none ${className ?? ''}`}
        role="img"
        aria-label={alt}
      >
        <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true">
          <path d="M6 26h52l-8 10H14z" fill="currentColor" />
          <path d="M30 4v20H14z" fill="currentColor" opacity="0.6" />
          <path d="M33 8v16h12z" fill="currentColor" opacity="0.4" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`vessel-image ${className ?? ''}`}
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
