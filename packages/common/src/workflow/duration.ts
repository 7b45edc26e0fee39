/**
 * ISO 8601 durations as process models write them (`PT2H`, `P1DT12H`, `P2W`): the due time of a user task and
 * the wait of a timer. Years and months are refused (their length depends on the date).
 */
const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Milliseconds of a duration, or null when the text is not one (or is zero). */
export function durationMs(text: string): number | null {
  const m = DURATION.exec(text.trim());
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return null;
  const [, w, d, h, min, s] = m.map((x) => (x === undefined ? 0 : Number(x)));
  const ms =
    ((((w as number) * 7 + (d as number)) * 24 + (h as number)) * 60 + (min as number)) * 60_000 + (s as number) * 1000;
  return ms > 0 ? ms : null;
}

/** An ISO date-time a timer waits for (`2026-12-31T18:00:00`, with or without a zone), as epoch ms. */
export function dateTimeMs(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text.trim())) return null;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : null;
}
