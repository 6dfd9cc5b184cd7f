import { LIMITS } from '@havhjaelp/common/limits';
import { HELP_TYPE_LABELS, type CloseHelpInput } from '@havhjaelp/common/help';
import { HELP_FAILURES } from '@havhjaelp/common/help-errors';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/ui/dialog-content';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { helpRequestQuery, useCloseHelp } from './api';
import { helpUi, useHelpUi } from './help-ui';
import './close-call-dialog.css';

/** Rating and the public flag are sent only together with a thank-you (SPEC.md section 5). */
export function closePayload(
  testimonial: string,
  rating: number,
  isPublic: boolean,
): CloseHelpInput {
  const text = testimonial.trim();
  return text ? { testimonial: text, rating, isPublic } : {};
}

/** The owner's confirmation once the call is closed: what became of it, and of the thank-you. */
export function closedText(vesselName: string, thanked: string | null): string {
  const closed = `${vesselName} er afsluttet som løst.`;
  return thanked ? `${closed} Din tak er sendt til ${thanked}.` : closed;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating's name, as a person says it: "1 stjerne", "2 stjerner", … */
export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'stjerne' : 'stjerner'}`;
}

export function CloseCallDialog() {
  const { closeCallId } = useHelpUi();
  return (
    <Dialog.Root
      open={closeCallId !== null}
      onOpenChange={(open) => !open && helpUi.closeCloseCall()}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Luk kald</Dialog.Title>
          {closeCallId && <CloseForm id={closeCallId} />}
          <Dialog.Close className="dialog-close" aria-label="Luk">
            ×
          </Dialog.Close>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CloseForm({ id }: { id: string }) {
  const request = useQuery(helpRequestQuery(id));
  const close = useCloseHelp(id);
  const [testimonial, setTestimonial] = useState('');
  const [rating, setRating] = useState<number>(LIMITS.rating.default);
  const [isPublic, setIsPublic] = useState(true);
  const ratingId = useId();
  const helper = request.data?.helperName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = closePayload(testimonial, rating, isPublic);
    close.mutate(payload, {
      onSuccess: (closed) => {
        helpUi.closeCloseCall();
        const thanked = payload.testimonial ? closed.helperName : null;
        showToast('success', closedText(closed.vesselName, thanked), 'Kaldet er lukket');
      },
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={close.isPending}>
      {request.data && (
        <p className="close-summary">
          {HELP_TYPE_LABELS[request.data.type]} · {request.data.vesselName}
          {helper ? ` · hjælper: ${helper}` : ' · ingen hjælper accepteret'}
        </p>
      )}
      {helper && (
        <>
          <label>
            Tak til {helper} (valgfri)
            <textarea
              name="testimonial"
              rows={4}
              maxLength={LIMITS.thankYouMaxChars}
              value={testimonial}
              onChange={(e) => setTestimonial(e.target.value)}
            />
            <span className="small muted" aria-live="polite">
              {testimonial.length}/{LIMITS.thankYouMaxChars}
            </span>
          </label>
          <fieldset
            className="stars"
            role="radiogroup"
            aria-labelledby={ratingId}
            disabled={!testimonial.trim()}
          >
            <legend id={ratingId}>Bedømmelse</legend>
            <div className="star-row">
              {STARS.map((value) => (
                <label key={value} className="star">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                  />
                  <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
                  <span className="visually-hidden">{starLabel(value)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="checkbox">
            <input
              type="checkbox"
              name="isPublic"
              checked={isPublic}
              disabled={!testimonial.trim()}
              onChange={(e) => setIsPublic(e.target.checked)}
            />
            <span>Vis takken offentligt på Havhjælp</span>
          </label>
        </>
      )}
      <FormError>{close.isError && errorText(close.error, HELP_FAILURES.close)}</FormError>
      <button type="submit" className="button button-primary" disabled={close.isPending}>
        {close.isPending ? 'Lukker...' : 'Luk kald'}
      </button>
    </form>
  );
}
