import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { elapsedMs } from './instance-columns';

describe('how long an instance has taken', () => {
  it("is the server's duration once ended, and the time since its start while it runs", () => {
    expect(elapsedMs({ durationMs: 5000, startTime: '2026-03-01 09:00:00', endTime: '2026-03-01 09:00:05' })).toBe(
      5000,
    );
    const now = dayjs('2026-03-01 10:30:00').valueOf();
    expect(elapsedMs({ durationMs: null, startTime: '2026-03-01 09:00:00', endTime: null }, now)).toBe(90 * 60_000);
    expect(
      elapsedMs({ durationMs: null, startTime: '2026-03-01 09:00:00', endTime: '2026-03-01 09:10:00' }),
    ).toBeNull();
  });
});
