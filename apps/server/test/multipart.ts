/** One part of a multipart body: a text field, or a file (`filename` given). */
export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

const BOUNDARY = '----yunzhan-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The bytes of one part (its head, its content, the line end), for bodies sent piece by piece. */
export function partBytes(part: Part): Buffer {
  if ('value' in part) {
    return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
  }
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
}

export const MULTIPART_END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A multipart/form-data body for `app.inject` with the parts in the order given. */
export function multipartParts(parts: readonly Part[]) {
  return {
    payload: Buffer.concat([...parts.map(partBytes), MULTIPART_END]),
    headers: { 'content-type': MULTIPART_TYPE },
  };
}

/** A multipart/form-data body for `app.inject`: text fields, then one file (absent when `file` is undefined). */
export function multipart(file: { name: string; data: Buffer } | undefined, fields: Record<string, string> = {}) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', filename: file.name, data: file.data });
  return multipartParts(parts);
}
