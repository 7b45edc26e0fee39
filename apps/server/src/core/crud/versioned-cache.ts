/**
 * Results per key, each trusted while the database's data version stays the same (SQLite: it moves with every
 * commit, of this process or another) and for at most `ttlMs`. The promise is kept, so concurrent requests share
 * one computation (no stampede); a failed one is forgotten. The caller reads the version before computing: a
 * result may then be newer than its version, never older.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { at: number; version: string | undefined; value: Promise<T> }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: string | undefined, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { at: Date.now(), version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
