/**
 * localStorage with an optional expiry per key, stored as `{"value": …, "expire": epochMs | null}` (the format of
 * the original front end's storage plugin). Broken or expired entries read as null and are removed.
 */

interface Entry<T> {
  value: T;
  expire: number | null;
}

export function readStored<T>(key: string, storage: Storage = localStorage): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (entry.expire !== null && entry.expire <= Date.now()) {
      storage.removeItem(key);
      return null;
    }
    return entry.value ?? null;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

export function writeStored<T>(key: string, value: T, lifetimeMs?: number, storage: Storage = localStorage): void {
  const entry: Entry<T> = { value, expire: lifetimeMs ? Date.now() + lifetimeMs : null };
  storage.setItem(key, JSON.stringify(entry));
}

export function removeStored(key: string, storage: Storage = localStorage): void {
  storage.removeItem(key);
}
