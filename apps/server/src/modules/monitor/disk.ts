import { readdir, readFile, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';

export interface Filesystem {
  /** Mount point. */
  name: string;
  device: string;
  type: string;
  /** Bytes. */
  max: number;
  /** Bytes free for the server (not counting blocks reserved for root). */
  rest: number;
  /** % not free for the server (`max - rest`), integer. */
  restPPT: number;
}

export interface DiskFigures {
  filesystems: Filesystem[];
  /** DATA_DIR: its filesystem and the bytes of its files (counted at most once a minute). */
  dataDir: { path: string; mount: string | null; bytes: number; files: number; truncated: boolean; countedAt: number };
}

/** Kernel and memory filesystems: no disk behind them. */
const PSEUDO = new Set([
  'proc',
  'sysfs',
  'devpts',
  'devtmpfs',
  'cgroup',
  'cgroup2',
  'mqueue',
  'securityfs',
  'debugfs',
  'tracefs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'nsfs',
  'rpc_pipefs',
  'squashfs',
  'ramfs',
  'efivarfs',
  'selinuxfs',
]);

async function mounts(): Promise<{ device: string; mount: string; type: string }[]> {
  try {
    const text = await readFile('/proc/self/mounts', 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [device, mount, type] = line.split(' ');
        // Spaces and other bytes in mount points are octal escapes (`\040`).
        return {
          device,
          mount: mount.replace(/\\(\d{3})/g, (_m, o: string) => String.fromCharCode(Number.parseInt(o, 8))),
          type,
        };
      })
      .filter((m) => !PSEUDO.has(m.type));
  } catch {
    return [{ device: '', mount: '/', type: '' }];
  }
}

/** Every filesystem with a size (as JeecgBoot's queryDiskInfo, roots of size 0 left out), one row per device. */
export async function filesystems(): Promise<Filesystem[]> {
  const list = await mounts();
  const seen = new Set<string>();
  const out: Filesystem[] = [];
  for (const m of list) {
    try {
      const s = await statfs(m.mount);
      const max = s.blocks * s.bsize;
      if (!max) continue;
      const id = `${m.device}|${s.blocks}|${s.bfree}`;
      if (m.device && seen.has(id)) continue;
      seen.add(id);
      const rest = s.bavail * s.bsize;
      out.push({
        name: m.mount,
        device: m.device,
        type: m.type,
        max,
        rest,
        restPPT: Math.round(((max - rest) / max) * 100),
      });
    } catch {
      // Unreadable mount (permissions, a vanished network share): not listed.
    }
  }
  return out;
}

const MAX_FILES = 200_000;

/** Bytes and files under a folder, walked without following links; stops after 200 000 files (`truncated`). */
export async function folderSize(root: string): Promise<{ bytes: number; files: number; truncated: boolean }> {
  let bytes = 0;
  let files = 0;
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop() as string;
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) stack.push(path);
      else if (e.isFile()) {
        if (++files > MAX_FILES) return { bytes, files: MAX_FILES, truncated: true };
        try {
          bytes += (await stat(path)).size;
        } catch {
          // removed meanwhile
        }
      }
    }
  }
  return { bytes, files, truncated: false };
}

/** The mount point a path lies on: the longest mount that is a prefix of it. */
export function mountOf(path: string, list: readonly Filesystem[]): string | null {
  let best: string | null = null;
  for (const f of list) {
    const prefix = f.name.endsWith('/') ? f.name : `${f.name}/`;
    if ((path === f.name || path.startsWith(prefix)) && (!best || f.name.length > best.length)) best = f.name;
  }
  return best;
}

/** Disk figures of this machine; DATA_DIR's size is counted again at most once a minute. */
export class DiskWatch {
  private counted?: { bytes: number; files: number; truncated: boolean; at: number };
  private counting?: Promise<void>;

  constructor(private readonly dataDir: string) {}

  async figures(): Promise<DiskFigures> {
    const list = await filesystems();
    if (!this.counted || Date.now() - this.counted.at > 60_000) {
      this.counting ??= folderSize(this.dataDir)
        .then((r) => {
          this.counted = { ...r, at: Date.now() };
        })
        .finally(() => {
          this.counting = undefined;
        });
      await this.counting;
    }
    const c = this.counted ?? { bytes: 0, files: 0, truncated: false, at: Date.now() };
    return {
      filesystems: list,
      dataDir: {
        path: this.dataDir,
        mount: mountOf(this.dataDir, list),
        bytes: c.bytes,
        files: c.files,
        truncated: c.truncated,
        countedAt: c.at,
      },
    };
  }
}
