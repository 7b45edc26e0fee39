import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * A spare port and a fresh database per run; the built server serves the built web app. Stored in the
 * environment because the workers load this file again and must reach the same server.
 */
process.env.E2E_PORT ??= String(18_500 + Math.floor(Math.random() * 400));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'yunzhan-e2e-'));
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = process.env.E2E_DATA_DIR;
export const ADMIN_PASSWORD = 'Yunzhan@2026';

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Long flows (a whole screen's CRUD) on a 2-core machine that also builds: generous, but bounded.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The log goes to a file: the phone-login test reads the SMS code the default sender writes there.
    command: `node apps/server/dist/main.js > "${join(DATA_DIR, 'server.log')}" 2>&1`,
    cwd: resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${PORT}/logo.svg`,
    reuseExistingServer: false,
    // Long flows (a whole screen's CRUD) on a 2-core machine that also builds: generous, but bounded.
    timeout: 120_000,
    env: { PORT: String(PORT), DATA_DIR, ADMIN_PASSWORD, CAPTCHA: 'off' },
  },
});
