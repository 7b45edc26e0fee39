import { type CronField, FIELD_BOUNDS } from './fields';

/**
 * The editor's model of one part (spec §4): every '*', range 'a-b', loop 'a/b' (start and interval), a list
 * 'a,b,c' (empty → the field's minimum), or not set '?' (day and week only).
 */
export type PartModel =
  | { type: 'every' }
  | { type: 'unset' }
  | { type: 'range'; from: number; to: number }
  | { type: 'loop'; start: number; interval: number }
  | { type: 'list'; values: number[] };

export function buildPart(field: CronField, model: PartModel): string {
  switch (model.type) {
    case 'every':
      return '*';
    case 'unset':
      return '?';
    case 'range':
      return `${model.from}-${model.to}`;
    case 'loop':
      return `${model.start}/${model.interval}`;
    case 'list': {
      const values = [...new Set(model.values)].sort((a, b) => a - b);
      return values.length ? values.join(',') : String(FIELD_BOUNDS[field].min);
    }
  }
}

const INT = /^\d+$/;

/** The model of a part the generic editor can show, else null (e.g. 'L', '15W', '2#1'). */
export function parsePart(value: string): PartModel | null {
  if (value === '*') return { type: 'every' };
  if (value === '?') return { type: 'unset' };
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range) return { type: 'range', from: Number(range[1]), to: Number(range[2]) };
  const loop = /^(\d+)\/(\d+)$/.exec(value);
  if (loop) return { type: 'loop', start: Number(loop[1]), interval: Number(loop[2]) };
  const items = value.split(',');
  if (items.every((v) => INT.test(v))) return { type: 'list', values: items.map(Number) };
  return null;
}
