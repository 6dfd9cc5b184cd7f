import { directImageLink } from '@havhjaelp/common/image-links';
import { LIMITS } from '@havhjaelp/common/limits';
import { VESSEL_MESSAGES } from '@havhjaelp/common/vessels';
import { useEffect, useState } from 'react';

type Load = 'loading' | 'loaded' | 'failed' | 'settled';

/**
 * The picture a pasted link leads to: the direct link it becomes, a warning when it cannot be used
 * (Google Photos, not http(s)) or does not load, and a note when it loaded that clears after 3 s.
 */
export function ImagePreview({ link, refusalShown }: { link: string; refusalShown: boolean }) {
  const result = link.trim() === '' ? undefined : directImageLink(link);
  const src = result && 'url' in result ? result.url : undefined;
  const [load, setLoad] = useState<{ src: string; state: Load }>();
  const state = load?.src === src ? load?.state : 'loading';

  useEffect(() => {
    if (state !== 'loaded' || !src) return;
    const timer = setTimeout(() => setLoad({ src, state: 'settled' }), LIMITS.imageLoadedMessageMs);
    return () => clearTimeout(timer);
  }, [state, src]);

  if (!result) return null;
  if ('error' in result) {
    // After a submit the field itself says it; the same words twice would be read out twice.
    if (refusalShown) return null;
    return (
      <p className="field-warning" role="alert">
        {result.error}
      </p>
    );
  }
  return (
    <div className="image-preview">
      {result.url !== link.trim() && (
        <p className="small muted">Linket gemmes som et direkte billedlink: {result.url}</p>
      )}
      {state !== 'failed' && (
        <img
          src={result.url}
          alt="Forhåndsvisning af billedet"
          referrerPolicy="no-referrer"
          onLoad={() => setLoad({ src: result.url, state: 'loaded' })}
          onError={() => setLoad({ src: result.url, state: 'failed' })}
        />
      )}
      <p role="status" className={state === 'failed' ? 'field-warning' : 'form-success'}>
        {state === 'loaded' && VESSEL_MESSAGES.imageLoaded}
        {state === 'failed' && VESSEL_MESSAGES.imageFailed}
      </p>
    </div>
  );
}
