// @vitest-environment jsdom
import type { AisShip } from '@havhjaelp/common/ais-ship';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aisStream } from './ais-client';
import { SHIP_SEARCH_LABEL, ShipSearch } from './ship-search';

afterEach(() => {
  cleanup();
  aisStream.ships.clear();
});

/** Puts a ship straight into the app's store, as the stream would have. */
function known(mmsi: number, name: string): void {
  const ship: AisShip = {
    mmsi,
    name,
    lat: 55,
    lon: 11,
    heading: null,
    course: null,
    speed: null,
    callsign: null,
    shipType: null,
    destination: null,
    eta: null,
    lastUpdate: 0,
  };
  aisStream.ships.set(mmsi, ship);
}

describe('ShipSearch', () => {
  it('lists matching ships as options and chooses one with the keyboard', () => {
    known(219000001, 'HAVØRNEN');
    known(219000002, 'HAVFRUEN');
    const onChoose = vi.fn();
    render(<ShipSearch onChoose={onChoose} />);
    const box = screen.getByRole('combobox', { name: SHIP_SEARCH_LABEL });
    fireEvent.change(box, { target: { value: 'hav' } });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'HAVFRUEN · MMSI 219000002',
      'HAVØRNEN · MMSI 219000001',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(219000001);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('chooses a ship with a click', () => {
    known(219000001, 'HAVØRNEN');
    const onChoose = vi.fn();
    render(<ShipSearch onChoose={onChoose} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '219000001' } });
    fireEvent.click(screen.getByRole('option', { name: 'HAVØRNEN · MMSI 219000001' }));
    expect(onChoose).toHaveBeenCalledWith(219000001);
  });

  it('says so when nothing matches, and Escape empties the box', () => {
    render(<ShipSearch onChoose={() => {}} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('Ingen skibe fundet')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });
});
