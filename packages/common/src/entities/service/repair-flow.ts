/** The status flow of a repair request (dictionary `repair_status`): which moves are legal from each status. */
export const REPAIR_STATUS = {
  submitted: 'pending',
  accepted: 'accepted',
  repairing: 'repairing',
  repaired: 'repaired',
  returned: 'returned',
  cancelled: 'cancelled',
} as const;
export type RepairStatus = (typeof REPAIR_STATUS)[keyof typeof REPAIR_STATUS];

const S = REPAIR_STATUS;
/** 已提交 → 已受理 → 维修中 → 已完成 → 已寄回; 已取消 from any status before 已完成. */
export const REPAIR_MOVES: Readonly<Record<RepairStatus, readonly RepairStatus[]>> = {
  [S.submitted]: [S.accepted, S.cancelled],
  [S.accepted]: [S.repairing, S.cancelled],
  [S.repairing]: [S.repaired, S.cancelled],
  [S.repaired]: [S.returned],
  [S.returned]: [],
  [S.cancelled]: [],
};

/** The statuses a request may move to from `from` (none from an unknown status). */
export function repairMovesFrom(from: string | null | undefined): readonly RepairStatus[] {
  return from && Object.hasOwn(REPAIR_MOVES, from) ? REPAIR_MOVES[from as RepairStatus] : [];
}

/** A move that must say why (shown to the customer in the public status). */
export const needsReason = (to: string) => to === S.cancelled;

/** A phone number as roles without the unmask permission see it: 138****5678. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}
