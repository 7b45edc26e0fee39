/** The table socket's frames, `{type, data}` both ways (contract §8.5, spec §7). */

export const HEART_BEAT = 'heart_beat';
export const UPDATE_TABLE = 'update_vxe_table';
export const COMMON_SEND = 'common_send_date';

export type Incoming =
  | { kind: 'heartBeat' }
  | { kind: 'broadcast'; frame: string }
  /** Not JSON, not `{type, data}`, an unknown type or a malformed payload: ignored. */
  | { kind: 'ignored'; why: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What to do with a client's frame; a broadcast is re-serialised from the checked parts only. */
export function readFrame(raw: string): Incoming {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'ignored', why: 'not JSON' };
  }
  if (!isObject(parsed) || typeof parsed.type !== 'string') return { kind: 'ignored', why: 'no type' };
  const { type, data } = parsed;
  if (type === HEART_BEAT) return { kind: 'heartBeat' };
  if (type !== UPDATE_TABLE && type !== COMMON_SEND)
    return { kind: 'ignored', why: `unknown type ${type.slice(0, 40)}` };
  if (!isObject(data) || !Array.isArray(data.args)) return { kind: 'ignored', why: 'data without args' };
  const key = type === UPDATE_TABLE ? data.socketKey : data.key;
  if (typeof key !== 'string' || !key) return { kind: 'ignored', why: 'data without key' };
  const payload = type === UPDATE_TABLE ? { socketKey: key, args: data.args } : { key, args: data.args };
  return { kind: 'broadcast', frame: JSON.stringify({ type, data: payload }) };
}

export const HEART_BEAT_ANSWER = JSON.stringify({ type: HEART_BEAT, data: true });
