// The one open ship popup: it follows its ship and refreshes its texts (the report's age) while
// open, and closes when the ship expires or the stream is switched off.
import L from 'leaflet';
import { CLEAR_OF_MAP_OVERLAYS } from '../../lib/map-popup';
import type { ShipSource } from './ship-layer';
import { renderShipPopup, type ShipPopupContext } from './ship-popup';

const REFRESH_MS = 1_000;

export class ShipPopupController {
  private readonly popup = L.popup({
    minWidth: 220,
    maxWidth: 300,
    className: 'ship-popup-frame',
    ...CLEAR_OF_MAP_OVERLAYS,
  });
  private readonly content = document.createElement('div');
  private mmsi: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Whether the content shows details; the logged-out prompt needs no refreshing. */
  private showsDetails: boolean | null = null;
  /** Where keyboard focus was before the popup took it, to give it back on Escape. */
  private returnFocus: HTMLElement | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly source: ShipSource,
    private readonly context: () => Omit<ShipPopupContext, 'now'>,
  ) {
    this.content.tabIndex = -1;
    this.content.addEventListener('keydown', this.onKeyDown);
    this.popup.setContent(this.content);
    this.popup.on('remove', this.onClosed);
  }

  /** Opens `mmsi`'s popup; with `focus`, moves keyboard focus into it (opened from the search). */
  open(mmsi: number, focus = false): void {
    const ship = this.source.ships.get(mmsi);
    if (!ship) return;
    this.mmsi = mmsi;
    this.showsDetails = null;
    this.refresh();
    this.popup.setLatLng([ship.lat, ship.lon]).openOn(this.map);
    // Leaflet labels its close button in English; everything on screen is Danish.
    this.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', 'Luk');
    this.timer ??= setInterval(this.refresh, REFRESH_MS);
    if (focus) {
      this.returnFocus =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      this.content.focus();
    }
  }

  close(): void {
    this.map.closePopup(this.popup);
  }

  private readonly refresh = (): void => {
    const ship = this.mmsi === null ? undefined : this.source.ships.get(this.mmsi);
    if (!ship) return this.close();
    const context = this.context();
    if (this.showsDetails === false && !context.loggedIn) return;
    renderShipPopup(this.content, ship, { ...context, now: Date.now() });
    this.showsDetails = context.loggedIn;
    if (this.popup.isOpen()) this.popup.setLatLng([ship.lat, ship.lon]);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    const back = this.returnFocus;
    this.close();
    back?.focus();
  };

  private readonly onClosed = (): void => {
    if (this.timer) clearInterval(this.timer);
    this.timer = this.mmsi = this.returnFocus = null;
  };
}
