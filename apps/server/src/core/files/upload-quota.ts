import type { EphemeralStore } from '../ephemeral.js';
import { ApiError } from '../errors.js';

const HOUR_MS = 60 * 60_000;

export const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

/** The hour of an IP is used up: 429, and the seconds until its window ends for `Retry-After`. */
export class QuotaExceeded extends ApiError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message, 429, 429);
  }
}

/** What a request reserved of its IP's hour; `settle` gives back what it did not write. */
export interface Reservation {
  settle(written: number): Promise<void>;
}

/**
 * File bytes per IP and hour (a fixed window from the IP's first upload), counted in the ephemeral store so that
 * every server process adds to the same total. A request reserves what it may write before it writes a byte and
 * gives back the rest when it ends: concurrent requests of one IP cannot pass the cap together.
 */
export class UploadQuota {
  constructor(
    private readonly ephemeral: EphemeralStore,
    private readonly hourlyBytes: number,
  ) {}

  async reserve(ip: string, bytes: number): Promise<Reservation> {
    const key = `upload-bytes:${ip}`;
    const { total, expireAt } = await this.ephemeral.add(key, bytes, HOUR_MS);
    if (total > this.hourlyBytes) {
      await this.ephemeral.add(key, -bytes, HOUR_MS);
      const wait = Math.max(1, Math.ceil((expireAt - Date.now()) / 1000));
      throw new QuotaExceeded(`上传文件过多，每小时最多上传${megabytes(this.hourlyBytes)}MB，请稍后再试`, wait);
    }
    return {
      settle: async (written) => {
        if (written < bytes) await this.ephemeral.add(key, written - bytes, HOUR_MS);
      },
    };
  }
}
