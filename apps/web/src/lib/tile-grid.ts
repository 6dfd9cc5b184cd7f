/** The tile, in OpenStreetMap's numbering (Web Mercator), that holds a position at a zoom. */
export function tileAt(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * size),
    y: Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * size),
  };
}
