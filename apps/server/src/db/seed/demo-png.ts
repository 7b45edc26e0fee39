import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = readonly [number, number, number];
/** A filled rectangle in pixels: x, y, width, height and colour. */
export type Shape = readonly [x: number, y: number, w: number, h: number, colour: Rgb];

/** A small RGB PNG: a background and rectangles drawn in order (the demo catalogue's product pictures). */
export function demoPng(width: number, height: number, background: Rgb, shapes: readonly Shape[]): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = background;
      for (const [sx, sy, sw, sh, c] of shapes) if (x >= sx && x < sx + sw && y >= sy && y < sy + sh) colour = c;
      pixels.set(colour, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
