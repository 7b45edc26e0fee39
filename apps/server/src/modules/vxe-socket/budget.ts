/** Frames a socket may send at once. */
export const FRAME_BURST = 60;
/** Frames a socket may send per second after its burst. */
export const FRAMES_PER_SECOND = 20;
/** Frames dropped beyond the rate (net of the rate) after which the socket is closed. */
export const FRAME_FLOOD = 120;

export type Verdict = 'pass' | 'drop' | 'close';

/**
 * The frame budget of one socket: a token bucket (`FRAME_BURST`, refilled at `FRAMES_PER_SECOND`); a frame without a
 * token is dropped and counts against a second bucket that drains at the same rate, so a client merely a little too
 * fast loses frames while one that floods is closed.
 */
export class FrameBudget {
  private tokens = FRAME_BURST;
  private excess = 0;
  private at: number;

  constructor(private readonly now: () => number = Date.now) {
    this.at = now();
  }

  take(): Verdict {
    const now = this.now();
    const refill = ((now - this.at) / 1000) * FRAMES_PER_SECOND;
    this.at = now;
    this.tokens = Math.min(FRAME_BURST, this.tokens + refill);
    this.excess = Math.max(0, this.excess - refill);
    if (this.tokens >= 1) {
      this.tokens--;
      return 'pass';
    }
    this.excess++;
    return this.excess > FRAME_FLOOD ? 'close' : 'drop';
  }
}
