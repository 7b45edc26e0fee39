import { createHash } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { EphemeralStore } from '../ephemeral.js';

/** Contract §2.1 alphabet: no lowercase o, no uppercase I/O. */
const ALPHABET = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';
const TTL_MS = 60_000;

/** Where the answer for a client key is kept (exported for tests that must read it). */
export const captchaStoreKey = (checkKey: string) => `captcha:${createHash('sha256').update(checkKey).digest('hex')}`;

export type CaptchaCheck = 'ok' | 'missing' | 'wrong';

export class CaptchaService {
  constructor(private readonly store: EphemeralStore) {}

  /** A 4-character image as a data URL; the answer is kept for 60 s under the client's key. */
  async create(checkKey: string): Promise<string> {
    const c = svgCaptcha.create({
      size: 4,
      charPreset: ALPHABET,
      noise: 2,
      color: true,
      width: 105,
      height: 35,
      fontSize: 36,
      background: '#f4f5f7',
    });
    await this.store.set(captchaStoreKey(checkKey), c.text.toLowerCase(), TTL_MS);
    return `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
  }

  /** Case-insensitive; an answer is used up by its first check, right or wrong. */
  async check(checkKey: string | undefined, answer: string | undefined): Promise<CaptchaCheck> {
    if (!answer || !checkKey) return 'missing';
    const expected = await this.store.take(captchaStoreKey(checkKey));
    return expected !== null && expected === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }
}
