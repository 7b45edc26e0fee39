import { randomFillSync } from 'node:crypto';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Local wall-clock time as `YYYY-MM-DD HH:mm:ss`, the one date-time format stored and served. */
export function formatDateTime(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function formatDate(d: Date = new Date()): string {
  return formatDateTime(d).slice(0, 10);
}

const day = { start: 0, end: 0, text: '' };

/** `formatDate()` of now, formatted again only when the local day changes (counters run it per request). */
export function today(now = Date.now()): string {
  if (now < day.start || now >= day.end) {
    const d = new Date(now);
    day.start = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
    day.end = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
    day.text = formatDate(d);
  }
  return day.text;
}

/** Random bytes drawn in blocks: one system call per 256 ids instead of one per id (bulk imports). */
const pool = Buffer.alloc(16 * 256);
let poolAt = pool.length;
const state = { msecs: 0, seq: 0 };
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * Time-ordered 32-character id (UUIDv7 without dashes, RFC 9562): 48-bit milliseconds, then a 32-bit counter
 * that starts at a random value each millisecond and counts up within it (ids made in one process sort in the
 * order made, as with the uuid package's monotonic v7), then random bits.
 */
export function newId(): string {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const r = poolAt;
  poolAt += 16;
  const now = Date.now();
  if (now > state.msecs) {
    state.msecs = now;
    state.seq = pool.readUInt32BE(r + 6);
  } else {
    state.seq = (state.seq + 1) >>> 0;
    if (state.seq === 0) state.msecs++;
  }
  const { msecs, seq } = state;
  // Written byte by byte through a table: no buffer per id (an import makes one for every row it writes).
  const high = Math.floor(msecs / 2 ** 32);
  const low = msecs >>> 0;
  let id = HEX[(high >>> 8) & 0xff] + HEX[high & 0xff];
  id += HEX[low >>> 24] + HEX[(low >>> 16) & 0xff] + HEX[(low >>> 8) & 0xff] + HEX[low & 0xff];
  id += HEX[0x70 | ((seq >>> 28) & 0x0f)] + HEX[(seq >>> 20) & 0xff] + HEX[0x80 | ((seq >>> 14) & 0x3f)];
  id += HEX[(seq >>> 6) & 0xff] + HEX[((seq << 2) & 0xff) | (pool[r + 10] & 0x03)];
  for (let i = 11; i < 16; i++) id += HEX[pool[r + i]];
  return id;
}
