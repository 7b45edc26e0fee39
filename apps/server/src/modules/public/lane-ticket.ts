import type { IpBudget } from '../../core/ip-budget.js';

/** What the lane needs to answer an entry as the app would. */
export interface LaneTicket {
  budget: IpBudget;
  /** The app's headers of the answer besides the entry's own (name, value, name, value …). */
  headers: string[];
  /** What the app does after each such answer (the statistics count), repeated by the lane with the client's address. */
  after: ((ip: string) => void)[];
}
