import { describe, expect, it } from 'vitest';
import { newId } from '../src/core/time.js';

describe('newId', () => {
  it('makes distinct 32-character UUIDv7 ids that sort in the order made', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(ids.every((id) => /^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    const ms = Number.parseInt(ids[0].slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);
  });
});
