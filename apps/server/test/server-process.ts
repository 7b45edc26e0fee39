import { type ChildProcess, spawn } from 'node:child_process';
import { PASSWORD } from './helpers.js';

/** A server process (`main.ts`) on its own port; resolves once it answers. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ proc: ChildProcess; base: string; port: number }> {
  const port = 19_500 + Math.floor(Math.random() * 400);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      CAPTCHA: 'off',
      LOG_LEVEL: 'error',
      LOGIN_RATE_LIMIT: '1000',
      JOB_LEASE_SECONDS: '2',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/system-api`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/sys/randomImage/probe`)).ok) return { proc, base, port };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

export const stopServer = async (proc: ChildProcess) => {
  if (proc.exitCode === null) await new Promise((r) => proc.once('exit', r).kill('SIGTERM'));
};
