/** Virtualised rows (spec §9: fixed row height): only the rows in view, plus a few either side, are rendered. */
export const OVERSCAN = 4;

export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, count: number) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + OVERSCAN);
  return { first, last };
}
