import { describe, expect, it } from 'vitest';
import { formatDate, today } from './time.js';

describe('today', () => {
  it('is formatDate of the moment, across local midnight and back', () => {
    const evening = new Date(2026, 10, 25, 23, 59, 59, 999).getTime();
    expect(today(evening)).toBe('2026-11-25');
    expect(today(evening + 1)).toBe('2026-11-26');
    expect(today(evening)).toBe('2026-11-25');
    expect(today()).toBe(formatDate());
  });
});
