import { describe, expect, it } from 'vitest';
import { maskPhone, needsReason, REPAIR_MOVES, repairMovesFrom } from './repair-flow';

describe('repair flow', () => {
  it('moves forward one step at a time, cancels before 已完成 only, and ends at 已寄回 or 已取消', () => {
    expect(repairMovesFrom('pending')).toEqual(['accepted', 'cancelled']);
    expect(repairMovesFrom('repaired')).toEqual(['returned']);
    expect(repairMovesFrom('returned')).toEqual([]);
    expect(repairMovesFrom('cancelled')).toEqual([]);
    expect(repairMovesFrom('constructor')).toEqual([]);
    expect(repairMovesFrom(null)).toEqual([]);
    // Every status is reachable from 已提交.
    const seen = new Set(['pending']);
    for (const from of Object.keys(REPAIR_MOVES)) for (const to of repairMovesFrom(from)) seen.add(to);
    expect([...seen].sort()).toEqual(Object.keys(REPAIR_MOVES).sort());
    expect(needsReason('cancelled')).toBe(true);
    expect(needsReason('accepted')).toBe(false);
  });

  it('masks the middle of a phone number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('0755-86001234')).toBe('075******1234');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskPhone(null)).toBeNull();
  });
});
