import { HELP_MESSAGES } from '@havhjaelp/common/help';
import { locate, useGeolocation } from '../../lib/geolocation';
import './share-position-note.css';

/**
 * Said where a member sees a call only as a visitor does (rounded to about 1 km, no description
 * or VHF channel): from within 50 km of it they would see it precisely. The button asks the
 * browser where I am; the reads of calls send it along (see `nearMe`) and are made again when it
 * changes.
 */
export function SharePositionNote() {
  const { status } = useGeolocation();
  return (
    <p className="share-position-note" data-testid="share-position-note">
      <span>{HELP_MESSAGES.sharePositionForPrecise}</span>
      <button
        type="button"
        className="button button-small"
        disabled={status === 'requesting'}
        onClick={locate}
      >
        Del position
      </button>
    </p>
  );
}
