import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.js';

describe('parseRange', () => {
  it('reads single byte ranges, clamps the end, and serves the whole file for what it does not understand', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    for (const ignored of [undefined, '', 'bytes=-', 'items=0-9', 'bytes=0-1,5-9', 'bytes=a-b']) {
      expect(parseRange(ignored, 100)).toBeUndefined();
    }
  });

  it('answers unsatisfiable for a range outside the file', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
