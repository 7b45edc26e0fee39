import { durationMs } from '@yunzhan/common/workflow/duration';

/** The units a due time or a timer is entered in, largest first, with their length and ISO 8601 form. */
export const DURATION_UNITS = [
  { unit: 'W', ms: 7 * 86_400_000, iso: (n: number) => `P${n}W` },
  { unit: 'D', ms: 86_400_000, iso: (n: number) => `P${n}D` },
  { unit: 'H', ms: 3_600_000, iso: (n: number) => `PT${n}H` },
  { unit: 'M', ms: 60_000, iso: (n: number) => `PT${n}M` },
] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number]['unit'];

export interface DurationParts {
  amount: number;
  unit: DurationUnit;
}

/** `4` hours → `PT4H`; nothing (or a non-positive amount) → undefined. */
export function toDuration(parts: Partial<DurationParts>): string | undefined {
  const { amount, unit } = parts;
  const u = DURATION_UNITS.find((d) => d.unit === unit);
  if (!u || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return undefined;
  return u.iso(amount);
}

/**
 * `PT4H` → 4 hours, `P1DT12H` → 36 hours: the largest unit that measures the duration exactly. Null when the text
 * is no duration, or not whole minutes (the panel then shows the text as it is).
 */
export function fromDuration(iso: string | null | undefined): DurationParts | null {
  const ms = iso ? durationMs(iso) : null;
  if (!ms) return null;
  const u = DURATION_UNITS.find((d) => ms % d.ms === 0);
  return u ? { amount: ms / u.ms, unit: u.unit } : null;
}
