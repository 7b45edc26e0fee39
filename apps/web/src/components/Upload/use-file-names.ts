import { useEffect, useState } from 'react';
import { getAction } from '../../api/http';

const known = new Map<string, string>();
const queued = new Set<string>();
const waiting = new Set<() => void>();
let scheduled = false;

// The keys asked for by every row of a list in the same moment go in one request.
function flush() {
  scheduled = false;
  const keys = [...queued];
  queued.clear();
  void getAction<Record<string, string>>('/sys/common/upload/names', { keys: keys.join(',') }, { silent: true })
    .then((r) => {
      for (const key of keys) known.set(key, r.success ? (r.result[key] ?? '') : '');
    })
    .catch(() => {
      for (const key of keys) known.set(key, '');
    })
    .finally(() => {
      for (const notify of [...waiting]) notify();
    });
}

/** The original names of stored files (the key's last part until known, or when not recorded). */
export function useFileNames(keys: readonly string[]): Record<string, string> {
  const [, setTick] = useState(0);
  const joined = keys.join(',');
  useEffect(() => {
    const missing = joined.split(',').filter((k) => k && !known.has(k));
    if (!missing.length) return;
    const notify = () => setTick((n) => n + 1);
    waiting.add(notify);
    for (const key of missing) queued.add(key);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
    return () => {
      waiting.delete(notify);
    };
  }, [joined]);
  return Object.fromEntries(keys.map((key) => [key, known.get(key) || (key.split('/').pop() ?? key)]));
}
