import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './helpers.js';
import { startServer as startProcess, stopServer } from './server-process.js';

const PG_URL = process.env.TEST_DATABASE_URL;

/** A server process with upstreams on loopback allowed and no jobs. */
const startServer = (env: Record<string, string>) => startProcess({ JOBS: 'off', GATEWAY_ALLOW_PRIVATE: 'on', ...env });

/** One request on a connection of its own (the cluster hands each new connection to the next worker). */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function admin(port: number) {
  const api = async (method: string, path: string, body?: unknown, token = '') => {
    const res = await fetch(`http://127.0.0.1:${port}/system-api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    return (await res.json()) as { success: boolean; message: string; result: any };
  };
  const token = (await api('POST', '/sys/login', { username: 'admin', password: PASSWORD })).result.token;
  return {
    async save(router: Record<string, unknown>) {
      const res = await api('POST', '/sys/gatewayRoute/updateAll', { router }, token);
      expect(res.success, res.message).toBe(true);
      const list = await api('GET', '/sys/gatewayRoute/list', undefined, token);
      return list.result.find((r: { routerId: string }) => r.routerId === router.routerId);
    },
  };
}

/**
 * Saves a route through `writer`, then turns it off: every request to the proxy of `reader` (over new connections,
 * so several processes answer) sees each change within a second.
 */
async function followsWithinASecond(writer: number, reader: number, upstream: string) {
  const a = await admin(writer);
  const probe = async (want: number) => {
    const started = Date.now();
    for (;;) {
      const codes = await Promise.all([0, 1, 2, 3].map(() => get(reader, '/gateway/shared/x')));
      if (codes.every((c) => c === want)) return Date.now() - started;
      expect(Date.now() - started, `codes ${codes}`).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const row = await a.save({ routerId: 'shared', name: '共享', uri: upstream, publicAccess: 1 });
  expect(await probe(200)).toBeLessThan(1000);
  await a.save({ ...row, predicates: '[]', filters: '[]', status: 0 });
  expect(await probe(404)).toBeLessThan(1000);
  await a.save({ ...row, predicates: '[]', filters: '[]', status: 1 });
  expect(await probe(200)).toBeLessThan(1000);
}

describe('网关路由 across server processes', () => {
  let upstream: http.Server;
  let url: string;
  beforeAll(async () => {
    upstream = http.createServer((_req, res) => res.end('up'));
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => upstream.close());

  describe.skipIf(!!PG_URL)('WORKERS=2 on one SQLite file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-gw-'));
    let server: { proc: ChildProcess; port: number };
    beforeAll(async () => {
      server = await startServer({ WORKERS: '2', DATA_DIR: dataDir });
    }, 120_000);
    afterAll(async () => {
      await stopServer(server.proc);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a change made in one worker holds in every worker within a second', async () => {
      await followsWithinASecond(server.port, server.port, url);
    }, 30_000);
  });

  describe.skipIf(!PG_URL)('two server processes on one PostgreSQL database', () => {
    const name = `yz_gw_${randomBytes(6).toString('hex')}`;
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'yunzhan-gw-pg-')));
    const servers: { proc: ChildProcess; port: number }[] = [];
    const sql = async (text: string) => {
      const db = new pg.Client({ connectionString: PG_URL });
      await db.connect();
      await db.query(text);
      await db.end();
    };
    beforeAll(async () => {
      await sql(`CREATE DATABASE ${name}`);
      const db = new URL(PG_URL as string);
      db.pathname = `/${name}`;
      const env = { DATABASE_URL: db.toString(), TOKEN_SECRET: randomBytes(32).toString('hex') };
      servers.push(await startServer({ ...env, DATA_DIR: dirs[0] }));
      servers.push(await startServer({ ...env, DATA_DIR: dirs[1] }));
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => stopServer(s.proc)));
      await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('a change made through one process holds in the other within a second', async () => {
      await followsWithinASecond(servers[0].port, servers[1].port, url);
    }, 30_000);
  });
});
