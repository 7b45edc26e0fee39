import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { secretRedactor } from './redact.js';

describe('secretRedactor', () => {
  it('hides the configured secrets and any password in a URL', () => {
    const redact = secretRedactor(
      loadConfig({
        DATABASE_URL: 'postgres://app:s3cr%40t-pw@db.internal:5432/yunzhan',
        TOKEN_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mailer:mail-pass@smtp.example.com:587',
      }),
    );
    expect(redact('connect to postgres://app:s3cr@t-pw@db.internal:5432 failed: password s3cr@t-pw')).toBe(
      'connect to postgres://app:******@db.internal:5432 failed: password ******',
    );
    expect(redact(`signing with ${'x'.repeat(40)}`)).toBe('signing with ******');
    expect(redact('auth failed for mail-pass')).toBe('auth failed for ******');
    expect(redact('redis://user:other@host:6379 refused')).toBe('redis://user:******@host:6379 refused');
    expect(redact('no secret here')).toBe('no secret here');
  });
});
