import { LIMITS } from '@havhjaelp/common/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { useNow } from '../../lib/use-now';
import { testimonialsQuery, ThanksItem } from '../help';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Which slide is shown: the next every `everyMs` while not `paused`. A slide picked by hand
 * starts its own full interval, so it is not swapped away at once.
 */
export function useRotation(count: number, paused: boolean, everyMs: number) {
  const [picked, setPicked] = useState(0);
  // A list that shrank under a refresh keeps a slide that exists.
  const index = count === 0 ? 0 : picked % count;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setPicked((index + 1) % count), everyMs);
    return () => clearTimeout(timer);
  }, [paused, count, index, everyMs]);
  return [index, setPicked] as const;
}

/**
 * The public thank-yous, one at a time, the next every 8 s (SPEC.md section 9). It stands still
 * while the pointer is over it or focus is in it, for someone who asked their system for less
 * motion, and when stopped with its button (WCAG 2.2.2); a screen reader hears a slide read out
 * only when it was changed by hand.
 */
export function TestimonialCarousel() {
  const testimonials = useQuery(testimonialsQuery);
  const now = useNow();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const list = testimonials.data ?? [];
  const rotating = !stopped && !reducedMotion && list.length > 1;
  const [index, pick] = useRotation(
    list.length,
    !rotating || hovered || focused,
    LIMITS.testimonialRotateMs,
  );
  // A greeting, not something to act on: a failed or pending fetch leaves it out.
  if (!testimonials.data) return null;
  const shown = list[index];

  return (
    <section
      className="testimonials"
      aria-roledescription="karrusel"
      aria-labelledby="testimonials-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <h2 id="testimonials-title">Tak fra søen</h2>
      {shown ? (
        <>
          <div
            role="group"
            aria-roledescription="dias"
            aria-label={`${index + 1} af ${list.length}`}
            aria-live={rotating ? 'off' : 'polite'}
            className="testimonial-slide"
          >
            <ul className="thanks-list">
              <ThanksItem key={shown.id} thanks={shown} now={now} />
            </ul>
          </div>
          {list.length > 1 && (
            <div className="button-row testimonial-controls">
              <button
                type="button"
                className="button"
                onClick={() => pick((index - 1 + list.length) % list.length)}
              >
                Forrige tak
              </button>
              <span className="muted small" aria-hidden="true">
                {index + 1} / {list.length}
              </span>
              <button
                type="button"
                className="button"
                onClick={() => pick((index + 1) % list.length)}
              >
                Næste tak
              </button>
              {!reducedMotion && (
                <button type="button" className="button" onClick={() => setStopped(!stopped)}>
                  {stopped ? 'Start automatisk skift' : 'Stop automatisk skift'}
                </button>
              )}
            </div>
          )}
        </>
      ) : (
        <p className="muted">Ingen har takket offentligt endnu.</p>
      )}
    </section>
  );
}
