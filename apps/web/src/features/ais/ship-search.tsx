import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { aisStream, useAisSnapshot } from './ais-client';
import { shipTitle } from './ship-format';
import { matchShips } from './ship-search-match';

export const SHIP_SEARCH_LABEL = 'Søg skib (navn eller MMSI)';

/** What an option in the result list says: 'MAERSK KOLKATA · MMSI 219000001'. */
export function shipOptionText(ship: { name: string | null; mmsi: number }): string {
  return ship.name === null ? shipTitle(ship) : `${ship.name} · MMSI ${ship.mmsi}`;
}

/**
 * A combobox over the ships now known (WAI-ARIA combobox with a listbox): arrow keys move through
 * the matches, Enter or a click chooses one, Escape empties the box.
 */
export function ShipSearch({ onChoose }: { onChoose: (mmsi: number) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  // Ships move and come and go; the version makes the list follow them (at most every 250 ms).
  const { version } = useAisSnapshot();
  const matches = useMemo(
    () => (version >= 0 ? matchShips(aisStream.ships.values(), query) : []),
    [query, version],
  );
  const expanded = open && matches.length > 0;
  const current = Math.min(active, matches.length - 1);

  const choose = (mmsi: number) => {
    setOpen(false);
    onChoose(mmsi);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(matches[current]!.mmsi);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <div className="ship-search">
      <label htmlFor={id}>{SHIP_SEARCH_LABEL}</label>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${id}-${current}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label="Fundne skibe" hidden={!expanded}>
        {expanded &&
          matches.map((ship, index) => (
            <li
              key={ship.mmsi}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === current}
              // Keeps focus in the box, so the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(ship.mmsi)}
            >
              {shipOptionText(ship)}
            </li>
          ))}
      </ul>
      {open && query.trim() !== '' && matches.length === 0 && (
        <p className="small muted">Ingen skibe fundet</p>
      )}
    </div>
  );
}
