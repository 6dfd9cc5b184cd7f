import { directImageLink } from '@havhjaelp/common/image-links';
import { LIMITS } from '@havhjaelp/common/limits';
import { VESSEL_MESSAGES } from '@havhjaelp/common/vessels';
import { useEffect, useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { fetchImagePreview } from './api';

type Load = 'loading' | 'loaded' | 'failed' | 'settled';

/** The server is asked once typing has paused this long, not for every letter of a link. */
const PREVIEW_DELAY_MS = 400;

/** The picture fetched for one link, as an address of the browser's own (blob:), or its failure. */
function usePreview(link: string | undefined): { link: string; src?: string } | undefined {
  const [preview, setPreview] = useState<{ link: string; src?: string }>();
  useEffect(() => {
    if (!link) return;
    const controller = new AbortController();
    let src: string | undefined;
    fetchImagePreview(link, controller.signal).then(
      (blob) => {
        src = URL.createObjectURL(blob);
        setPreview({ link, src });
      },
      () => {
        if (!controller.signal.aborted) setPreview({ link });
      },
    );
    return () => {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [link]);
  return preview?.link === link ? preview : undefined;
}

/**
 * The picture a pasted link leads to, fetched through the server: the direct link it becomes, a
 * warning when it cannot be used (Google Photos, not http(s)) or gives no picture, and a note when
 * it loaded that clears after 3 s.
 */
export function ImagePreview({ link, refusalShown }: { link: string; refusalShown: boolean }) {
  const result = link.trim() === '' ? undefined : directImageLink(link);
  const direct = result && 'url' in result ? result.url : undefined;
  const preview = usePreview(useDebounced(direct, PREVIEW_DELAY_MS));
  const src = preview?.src;
  const [load, setLoad] = useState<{ src: string; state: Load }>();
  const state: Load =
    preview && !src ? 'failed' : load && load.src === src ? load.state : 'loading';

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
      {src && state !== 'failed' && (
        <img
          src={src}
          alt="Forhåndsvisning af billedet"
          onLoad={() => setLoad({ src, state: 'loaded' })}
          onError={() => setLoad({ src, state: 'failed' })}
        />
      )}
      <p role="status" className={state === 'failed' ? 'field-warning' : 'form-success'}>
        {state === 'loaded' && VESSEL_MESSAGES.imageLoaded}
        {state === 'failed' && VESSEL_MESSAGES.imageFailed}
      </p>
    </div>
  );
}
