import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, type BuildOptions, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export const PASSWORD = 'Yunzhan@2026';
export const API = '/system-api';

export interface TestApp extends App {
  /** SMS codes delivered, newest last. */
  sms: { mobile: string; code: string }[];
  close(): Promise<void>;
}

/**
 * A server on a fresh database: SQLite in a temporary folder, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database created for this app and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: Omit<BuildOptions, 'sms'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-test-'));
  const pgDb = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    CAPTCHA: 'off',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LOGIN_RATE_LIMIT: '10000',
    // Scheduled jobs fire only in the tests that ask for them (JOBS: 'on'): no background writes elsewhere.
    JOBS: 'off',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const sms: TestApp['sms'] = [];
  const built = await buildApp(config, {
    ...opts,
    sms: {
      async send(mobile, code) {
        sms.push({ mobile, code });
      },
    },
  });
  await built.app.ready();
  return {
    ...built,
    sms,
    async close() {
      await built.app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createPgDatabase(adminUrl: string) {
  const name = `yz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API through app.inject and returns status and parsed body. */
export async function call(
  t: App,
  method: Method,
  path: string,
  opts: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url: path.startsWith('/system-api') || !path.startsWith('/sys') ? path : `${API}${path}`,
    headers: { ...(opts.token ? { 'x-access-token': opts.token } : {}), ...opts.headers },
    payload: opts.body as never,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

export async function login(t: App, username: string, password = PASSWORD, ip?: string): Promise<string> {
  const res = await call(t, 'POST', '/sys/login', { body: { username, password }, ip });
  if (res.body?.code !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.result.token as string;
}

/** Inserts a user directly (the user-management API comes with its own module). */
export async function createUser(
  t: App,
  u: {
    username: string;
    roleCodes?: string[];
    status?: number;
    delFlag?: number;
    phone?: string;
    relTenantIds?: string;
  },
): Promise<string> {
  const { hashPassword } = await import('../src/core/auth/password.js');
  const { newId } = await import('../src/core/time.js');
  const id = newId();
  await t.ctx.db
    .insertInto('sysUser')
    .values({
      id,
      username: u.username,
      realname: u.username,
      password: await hashPassword(PASSWORD),
      status: u.status ?? 1,
      delFlag: u.delFlag ?? 0,
      phone: u.phone ?? null,
      relTenantIds: u.relTenantIds ?? null,
      passwordChangeRequired: 0,
    })
    .execute();
  for (const code of u.roleCodes ?? []) {
    const role = await t.ctx.db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', code)
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: role.id }).execute();
  }
  return id;
}
