// Every ship on one canvas: a DOM marker per ship would mean thousands of elements restyled on
// every move, far below 50 frames a second. The canvas covers the map's view, is redrawn on the
// next animation frame after the ships or the view change, and never otherwise; each redraw
// stamps pre-drawn arrow sprites into one ImageData (ship-sprites.ts says why not paths).
import type { AisShip } from '@havhjaelp/common/ais-ship';
import L from 'leaflet';
import { layoutShips, nearestShip, ShipLayout, type CanvasView } from './ship-geometry';
import { spriteSheet, stampShips } from './ship-sprites';

/** Where the layer reads ships from: the stream store, or a bench's own feed. */
export interface ShipSource {
  readonly ships: ReadonlyMap<number, AisShip>;
  /** Calls `listener` whenever the ships change; returns the unsubscribe. */
  watchShips(listener: () => void): () => void;
}

/** Above overlays (400: areas, search radius), below help markers (600) and popups. */
const PANE = 'aisShips';
const PANE_Z_INDEX = '450';
const HOVER_CLASS = 'ais-ship-hover';

export class ShipLayer extends L.Layer {
  private readonly layout = new ShipLayout();
  private canvas: HTMLCanvasElement | null = null;
  private frame: number | null = null;
  private drawn: CanvasView | null = null;
  private unwatch: (() => void) | null = null;
  private hovering = false;
  /** The frame's pixels, reused while the canvas keeps its size. */
  private image: ImageData | null = null;

  constructor(
    private readonly source: ShipSource,
    private readonly onShipClick: (mmsi: number) => void,
  ) {
    super();
  }

  override onAdd(map: L.Map): this {
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = PANE_Z_INDEX;
    pane.style.pointerEvents = 'none';
    // leaflet-zoom-hide: Leaflet hides it during the zoom animation; it is redrawn on zoomend.
    this.canvas = L.DomUtil.create('canvas', 'ais-ship-canvas leaflet-zoom-hide', pane);
    this.canvas.setAttribute('aria-hidden', 'true');
    map.on('move zoomend viewreset resize', this.requestDraw, this);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onMouseMove, this);
    map.on('mouseout', this.clearHover, this);
    this.unwatch = this.source.watchShips(this.requestDraw);
    this.requestDraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move zoomend viewreset resize', this.requestDraw, this);
    map.off('click', this.onClick, this);
    map.off('mousemove', this.onMouseMove, this);
    map.off('mouseout', this.clearHover, this);
    this.unwatch?.();
    this.unwatch = null;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.clearHover();
    this.canvas?.remove();
    this.canvas = this.drawn = this.image = null;
    return this;
  }

  /** The ship under a point of the map's container, or null: for clicks and the hover cursor. */
  shipAt(containerPoint: L.Point): number | null {
    if (!this._map || !this.drawn) return null;
    const world = this._map
      .containerPointToLayerPoint(containerPoint)
      .add(this._map.getPixelOrigin());
    return nearestShip(this.layout, world.x - this.drawn.left, world.y - this.drawn.top);
  }

  /** Arrow function, so it can be handed to the store as a listener as it is. */
  readonly requestDraw = (): void => {
    if (this.frame === null && this._map) this.frame = requestAnimationFrame(this.draw);
  };

  private readonly draw = (): void => {
    this.frame = null;
    const map = this._map;
    const canvas = this.canvas;
    const context = canvas?.getContext('2d');
    if (!map || !canvas || !context) return;
    const size = map.getSize();
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    const origin = map.getPixelOrigin();
    L.DomUtil.setPosition(canvas, topLeft);
    const ratio = window.devicePixelRatio || 1;
    if (
      canvas.width !== Math.round(size.x * ratio) ||
      canvas.height !== Math.round(size.y * ratio)
    ) {
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    const view: CanvasView = {
      zoom: map.getZoom(),
      left: origin.x + topLeft.x,
      top: origin.y + topLeft.y,
      width: size.x,
      height: size.y,
    };
    layoutShips(this.source.ships.values(), this.source.ships.size, view, this.layout);
    this.drawn = view;
    // How many ships are in view, for end-to-end tests and the benchmark (a canvas has no DOM).
    const drawn = String(this.layout.count);
    if (canvas.dataset.shipsDrawn !== drawn) canvas.dataset.shipsDrawn = drawn;
    const sheet = spriteSheet(ratio);
    if (!sheet) return;
    if (this.image?.width !== canvas.width || this.image.height !== canvas.height) {
      this.image = context.createImageData(canvas.width, canvas.height);
    }
    // Pixels stamped in script and put in one call: no path for the canvas to rasterise.
    stampShips(this.image, this.layout, sheet, ratio);
    context.putImageData(this.image, 0, 0);
  };

  private onClick(event: L.LeafletMouseEvent): void {
    const mmsi = this.shipAt(event.containerPoint);
    if (mmsi !== null) this.onShipClick(mmsi);
  }

  private onMouseMove(event: L.LeafletMouseEvent): void {
    const hovering = this.shipAt(event.containerPoint) !== null;
    if (hovering === this.hovering || !this._map) return;
    this.hovering = hovering;
    this._map.getContainer().classList.toggle(HOVER_CLASS, hovering);
  }

  private clearHover(): void {
    this.hovering = false;
    this._map?.getContainer().classList.remove(HOVER_CLASS);
  }
}
