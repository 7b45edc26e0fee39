import { v7 } from 'uuid';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Local wall-clock time as `YYYY-MM-DD HH:mm:ss`, the one date-time format stored and served. */
export function formatDateTime(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function formatDate(d: Date = new Date()): string {
  return formatDateTime(d).slice(0, 10);
}

/** Time-ordered 32-character id (UUIDv7 without dashes). */
export function newId(): string {
  return v7().replaceAll('-', '');
}
