/**
 * The 1° × 1° grid cell of a point (0 … 64 799): service points store it in an indexed column, so the nearest search
 * reads the few cells its box covers by equality instead of a latitude slab across every longitude.
 */
export function geoCellOf(latitude: number, longitude: number): number {
  const row = Math.min(179, Math.max(0, Math.floor(latitude) + 90));
  const col = (((Math.floor(longitude) + 180) % 360) + 360) % 360;
  return row * 360 + col;
}

/** The cells a box covers (longitudes may run past ±180: they wrap), or undefined when more than `max`. */
export function geoCellsOf(
  lat: [lo: number, hi: number],
  lng: [lo: number, hi: number],
  max: number,
): number[] | undefined {
  const rows = Math.floor(Math.min(89.999, lat[1])) - Math.floor(Math.max(-90, lat[0])) + 1;
  const cols = Math.min(360, Math.floor(lng[1]) - Math.floor(lng[0]) + 1);
  if (rows * cols > max) return undefined;
  const cells: number[] = [];
  for (let y = Math.floor(Math.max(-90, lat[0])); y <= Math.floor(Math.min(89.999, lat[1])); y++) {
    for (let x = Math.floor(lng[0]); x < Math.floor(lng[0]) + cols; x++) cells.push(geoCellOf(y, x));
  }
  return cells;
}
