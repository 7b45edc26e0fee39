/** Date and time values of imported cells. Excel dates arrive as Dates whose UTC fields hold the wall-clock value. */

export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatDatePart = (p: DateTimeParts) => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
export const formatTimePart = (p: DateTimeParts) => `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;

export function partsOfCellDate(d: Date): DateTimeParts {
  // Round to the second: Excel stores times as fractions of a day.
  const t = new Date(Math.round(d.getTime() / 1000) * 1000);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
  };
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A serial day number (a date cell that lost its date format); valid from 1900-03-01 on. */
export function partsOfSerial(serial: number): DateTimeParts | undefined {
  if (!Number.isFinite(serial) || serial < 61 || serial > 2_958_465) return undefined;
  return partsOfCellDate(new Date(EXCEL_EPOCH + serial * DAY_MS));
}

const DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
const TIME_TEXT = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/;

function validParts(p: DateTimeParts): DateTimeParts | undefined {
  if (p.hour > 23 || p.minute > 59 || p.second > 59) return undefined;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day));
  const sameDay = d.getUTCFullYear() === p.year && d.getUTCMonth() === p.month - 1 && d.getUTCDate() === p.day;
  return sameDay ? p : undefined;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' (also with '/' and one-digit month, day, hour). */
export function parseDateText(text: string): DateTimeParts | undefined {
  const m = DATE_TEXT.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((s) => (s ? Number(s) : 0));
  return validParts({ year, month, day, hour, minute, second });
}

/** 'HH:mm' or 'HH:mm:ss'. */
export function parseTimeText(text: string): DateTimeParts | undefined {
  const m = TIME_TEXT.exec(text);
  if (!m) return undefined;
  const [hour, minute, second = 0] = m.slice(1).map((s) => (s ? Number(s) : 0));
  return validParts({ year: 2000, month: 1, day: 1, hour, minute, second });
}

/** A fraction of a day (a time cell without its format). */
export function partsOfDayFraction(fraction: number): DateTimeParts | undefined {
  if (!(fraction >= 0 && fraction < 1)) return undefined;
  return partsOfCellDate(new Date(Date.UTC(2000, 0, 1) + fraction * DAY_MS));
}
