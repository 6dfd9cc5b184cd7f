import { HELP_TYPE_LABELS, type Testimonial } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import { useQuery } from '@tanstack/react-query';
import { testimonialsQuery } from './api';
import { useNow } from '../../lib/use-now';

/** Enough to show that help is given and thanked, without pushing the calls off the screen. */
const SHOWN = 3;

/**
 * "Tak fra søen": the latest public thank-yous, for everyone, logged in or not (the friends page's
 * carousel is for members only). The live status_updated event refreshes it when a call is closed.
 */
export function ThanksFromSea() {
  const testimonials = useQuery(testimonialsQuery);
  const now = useNow();
  // A failed or pending fetch leaves the section out: it is a greeting, not something to act on.
  if (!testimonials.data) return null;
  const latest = testimonials.data.slice(0, SHOWN);
  return (
    <section className="thanks-from-sea" aria-labelledby="thanks-from-sea-title">
      <h2 id="thanks-from-sea-title">Tak fra søen</h2>
      {latest.length === 0 ? (
        <p className="muted">Ingen har takket offentligt endnu.</p>
      ) : (
        <ul className="thanks-list">
          {latest.map((thanks) => (
            <ThanksItem key={thanks.id} thanks={thanks} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One public thank-you, as a list item: the dashboard's list and the friends page's carousel. */
export function ThanksItem({ thanks, now }: { thanks: Testimonial; now: Date }) {
  const from = thanks.from_boat_name || thanks.from_username;
  const to = thanks.to_boat_name || thanks.to_username;
  const max = LIMITS.rating.max;
  return (
    <li className="thanks-item">
      <p className="thanks-who">
        <strong>{from}</strong> takker <strong>{to}</strong>
      </p>
      <p className="small muted">
        {HELP_TYPE_LABELS[thanks.help_type]} ·{' '}
        <time dateTime={thanks.created_at}>{relativeTimeDa(thanks.created_at, now)}</time>
      </p>
      <span className="thanks-stars" role="img" aria-label={`${thanks.rating} af ${max} stjerner`}>
        {'★'.repeat(thanks.rating)}
        <span className="thanks-stars-empty">{'☆'.repeat(max - thanks.rating)}</span>
      </span>
      <blockquote className="thanks-message pre-wrap">{thanks.message}</blockquote>
    </li>
  );
}
