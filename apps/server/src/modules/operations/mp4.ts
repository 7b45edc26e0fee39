import { open } from 'node:fs/promises';

/** Boxes we walk into on the way to the movie header. */
const HEADER = 8;

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after its header). */
  body: number;
  end: number;
}

type Read = (at: number, length: number) => Promise<Buffer>;

async function boxAt(read: Read, at: number, limit: number): Promise<Box | undefined> {
  if (at + HEADER > limit) return undefined;
  const head = await read(at, 16);
  if (head.length < HEADER) return undefined;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let body = at + HEADER;
  if (size === 1) {
    if (head.length < 16) return undefined;
    size = Number(head.readBigUInt64BE(8));
    body = at + 16;
  } else if (size === 0) {
    size = limit - at;
  }
  if (size < body - at || at + size > limit) return undefined;
  return { type, start: at, body, end: at + size };
}

async function find(read: Read, type: string, from: number, limit: number): Promise<Box | undefined> {
  let at = from;
  // A bounded walk: a crafted file cannot make us loop (every box moves forward by its header at least).
  for (let i = 0; i < 10_000; i++) {
    const box = await boxAt(read, at, limit);
    if (!box) return undefined;
    if (box.type === type) return box;
    at = box.end;
  }
  return undefined;
}

/**
 * The duration in whole seconds of an MP4 file, from the movie header (`moov/mvhd`: time scale and duration),
 * wherever the `moov` box sits (start or end of the file); undefined when the file has none.
 */
export async function mp4DurationSeconds(path: string): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const read: Read = async (at, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, at);
      return buffer.subarray(0, bytesRead);
    };
    const moov = await find(read, 'moov', 0, size);
    if (!moov) return undefined;
    const mvhd = await find(read, 'mvhd', moov.body, moov.end);
    if (!mvhd) return undefined;
    const h = await read(mvhd.body, 32);
    const version = h[0];
    const [scale, duration] =
      version === 1
        ? [h.length >= 32 ? h.readUInt32BE(20) : 0, h.length >= 32 ? Number(h.readBigUInt64BE(24)) : 0]
        : [h.length >= 20 ? h.readUInt32BE(12) : 0, h.length >= 20 ? h.readUInt32BE(16) : 0];
    if (!scale) return undefined;
    return Math.round(duration / scale);
  } finally {
    await file.close();
  }
}
