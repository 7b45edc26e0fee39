/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single byte range a `Range` header asks of a file of `size` bytes (download managers resume with it):
 * undefined when there is none or it is not one we serve (several ranges, other units, an `If-Range` for another
 * version: the whole file is sent), 'unsatisfiable' when it lies outside the file.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string | undefined,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
