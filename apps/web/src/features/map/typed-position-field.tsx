import type { LatLng } from '@havhjaelp/common/geo';
import { parsePosition } from '@havhjaelp/common/position-input';
import { useId, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldError } from '../../components/ui/field';

const EXAMPLE = "55°42,000' N 12°36,000' Ø";

/**
 * The call's position typed in a boater's format, for when the map cannot be tapped on: no
 * position from the browser, or no tiles to see where one is. It sits inside the create-call
 * form, so Enter here places the pin instead of sending the call.
 */
export function TypedPositionField({ onPosition }: { onPosition: (position: LatLng) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const place = () => {
    const result = parsePosition(text);
    if (!result.ok) return setError(result.error);
    setError('');
    onPosition(result.position);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    place();
  };
  const hint = `Fx ${EXAMPLE} eller 55,7 12,6`;
  return (
    <div className="field typed-position">
      <label htmlFor={id}>Skriv positionen</label>
      <div className="typed-position-row">
        <input
          id={id}
          value={text}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button-small" onClick={place}>
          Sæt nålen her
        </button>
      </div>
      <FieldError id={id} error={error} />
      <div id={`${id}-hint`} className="small muted">
        {hint}
      </div>
    </div>
  );
}
