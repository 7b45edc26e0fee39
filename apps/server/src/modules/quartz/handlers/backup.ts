import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { defineJob, jsonObject, whole } from '../handler.js';

export interface BackupConfig {
  dataDir: string;
  databaseUrl?: string;
}

export const PG_DUMP_MISSING =
  '未找到 pg_dump：请在服务器上安装 PostgreSQL 客户端（如 apt-get install postgresql-client），版本不低于数据库服务器';

const BACKUP_NAME = /^yunzhan-\d{8}-\d{6}\.(?:db|dump)$/;
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d = new Date()) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

/** SQLite's online backup API from a read-only connection of its own: pages are copied between event-loop turns. */
async function sqliteBackup(dataDir: string, file: string, signal: AbortSignal): Promise<void> {
  const source = new SQLite(join(dataDir, 'yunzhan.db'), { readonly: true, fileMustExist: true });
  try {
    await source.backup(file, {
      progress: () => {
        signal.throwIfAborted();
        return 1000;
      },
    });
  } finally {
    source.close();
  }
}

/** pg_dump in its custom format; the password goes in the child's environment, never on its command line. */
function pgDump(databaseUrl: string, file: string, signal: AbortSignal): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const hide = (text: string) => (password ? text.split(password).join('******') : text);
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
      signal,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error(PG_DUMP_MISSING) : new Error(hide(err.message))),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(hide(stderr.trim()) || `pg_dump 退出码 ${code}`)),
    );
  });
}

/** Deletes all but the newest `keep` backups (by their time-stamped names). */
async function keepNewest(dir: string, keep: number): Promise<number> {
  const names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const n of old) await rm(join(dir, n), { force: true });
  return old.length;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** 数据库备份: into `DATA_DIR/backups`, which nothing serves over HTTP. */
export function backupJob(c: BackupConfig) {
  return defineJob({
    name: 'DatabaseBackupJob',
    title: '数据库备份',
    description:
      'SQLite：用在线备份把数据库复制到 DATA_DIR/backups，不停服务；PostgreSQL：用 pg_dump 导出到同一目录（服务器需装有 PostgreSQL 客户端）。保留最近 keep 份。上传的文件不在备份内。',
    en: {
      title: 'Database backup',
      description:
        'SQLite: copies the database to DATA_DIR/backups with the online backup, without stopping the service; PostgreSQL: exports it to the same folder with pg_dump (the server needs the PostgreSQL client). Keeps the latest keep backups. Uploaded files are not in the backup.',
    },
    format: 'json',
    params: jsonObject({ keep: whole(1, 365, 7) }),
    example: '{"keep":7}',
    async run({ params, signal }) {
      const dir = join(c.dataDir, 'backups');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `yunzhan-${stamp()}.${c.databaseUrl ? 'dump' : 'db'}`);
      try {
        if (c.databaseUrl) await pgDump(c.databaseUrl, file, signal);
        else await sqliteBackup(c.dataDir, file, signal);
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      }
      const removed = await keepNewest(dir, params.keep);
      return `已备份到 backups/${basename(file)}（${megabytes((await stat(file)).size)}），删除旧备份 ${removed} 份`;
    },
  });
}
