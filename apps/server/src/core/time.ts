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
  const r = pool.subarray(poolAt, poolAt + 16);
  poolAt += 16;
  const now = Date.now();
  if (now > state.msecs) {
    state.msecs = now;
    state.seq = r.readUInt32BE(6);
  } else {
    state.seq = (state.seq + 1) >>> 0;
    if (state.seq === 0) state.msecs++;
  }
  const { msecs, seq } = state;
  const b = Buffer.allocUnsafe(16);
  b.writeUIntBE(msecs, 0, 6);
  b[6] = 0x70 | ((seq >>> 28) & 0x0f);
  b[7] = (seq >>> 20) & 0xff;
  b[8] = 0x80 | ((seq >>> 14) & 0x3f);
  b[9] = (seq >>> 6) & 0xff;
  b[10] = ((seq << 2) & 0xff) | (r[10] & 0x03);
  r.copy(b, 11, 11, 16);
  return b.toString('hex');
}
