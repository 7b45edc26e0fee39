import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Deletes the files of `dir` not written to for more than `maxAgeMs`; answers how many. */
export async function sweepFolder(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs <= maxAgeMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
