import { describe, expect, it } from 'vitest';
import { requestedRange } from './range.js';

describe('requestedRange', () => {
  it('reads one byte range, open-ended and suffix ranges included', () => {
    expect(requestedRange('bytes=0-99', 1000, undefined, '"a"')).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000, undefined, '"a"')).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000, undefined, '"a"')).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=500-5000', 1000, undefined, '"a"')).toEqual({ start: 500, end: 999 });
  });

  it('sends the whole file for no range, several ranges, other units or an If-Range of another version', () => {
    expect(requestedRange(undefined, 1000, undefined, '"a"')).toBeUndefined();
    expect(requestedRange('bytes=0-1,5-9', 1000, undefined, '"a"')).toBeUndefined();
    expect(requestedRange('items=0-1', 1000, undefined, '"a"')).toBeUndefined();
    expect(requestedRange('bytes=0-1', 1000, '"old"', '"a"')).toBeUndefined();
    expect(requestedRange('bytes=0-1', 1000, '"a"', '"a"')).toEqual({ start: 0, end: 1 });
  });

  it('refuses ranges outside the file', () => {
    expect(requestedRange('bytes=1000-', 1000, undefined, '"a"')).toBe('unsatisfiable');
    expect(requestedRange('bytes=5-2', 1000, undefined, '"a"')).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000, undefined, '"a"')).toBe('unsatisfiable');
  });
});
