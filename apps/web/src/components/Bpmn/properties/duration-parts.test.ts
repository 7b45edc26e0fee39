import { describe, expect, it } from 'vitest';
import { fromDuration, toDuration } from './duration-parts';

describe('duration ↔ number and unit', () => {
  it('writes ISO 8601 durations', () => {
    expect(toDuration({ amount: 4, unit: 'H' })).toBe('PT4H');
    expect(toDuration({ amount: 2, unit: 'D' })).toBe('P2D');
    expect(toDuration({ amount: 30, unit: 'M' })).toBe('PT30M');
    expect(toDuration({ amount: 1, unit: 'W' })).toBe('P1W');
  });

  it('writes nothing without a positive whole amount', () => {
    expect(toDuration({ unit: 'H' })).toBeUndefined();
    expect(toDuration({ amount: 0, unit: 'H' })).toBeUndefined();
    expect(toDuration({ amount: 1.5, unit: 'H' })).toBeUndefined();
    expect(toDuration({ amount: 3 })).toBeUndefined();
  });

  it('reads a duration in the largest unit that measures it exactly', () => {
    expect(fromDuration('PT4H')).toEqual({ amount: 4, unit: 'H' });
    expect(fromDuration('P2D')).toEqual({ amount: 2, unit: 'D' });
    expect(fromDuration('P1DT12H')).toEqual({ amount: 36, unit: 'H' });
    expect(fromDuration('PT48H')).toEqual({ amount: 2, unit: 'D' });
    expect(fromDuration('P14D')).toEqual({ amount: 2, unit: 'W' });
    expect(fromDuration('PT90M')).toEqual({ amount: 90, unit: 'M' });
  });

  it('reads nothing from what is not a duration in whole minutes', () => {
    expect(fromDuration(undefined)).toBeNull();
    expect(fromDuration('')).toBeNull();
    expect(fromDuration('4 hours')).toBeNull();
    expect(fromDuration('PT30S')).toBeNull();
    expect(fromDuration('P1M')).toBeNull();
  });
});
