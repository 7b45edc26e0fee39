/** The smallest files each upload type's content sniffing accepts, by extension. */
const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 whose movie header names a duration of 12 s (the video module reads it). */
const MP4 = (() => {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(12_000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
    box('mdat', Buffer.alloc(1000, 7)),
    box('moov', box('mvhd', mvhd)),
  ]);
})();

export const SAMPLE_FILES: Readonly<Record<string, Buffer>> = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  // An empty zip archive: its end-of-central-directory record alone.
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200, 1)]),
  mp4: MP4,
};

/** The first type of `accept` with a sample file (a field without `accept` takes `fallback`). */
export function sampleExtension(accept: readonly string[] | undefined, fallback: string): string {
  const ext = (accept ?? [`.${fallback}`]).map((a) => a.replace(/^\./, '')).find((e) => SAMPLE_FILES[e]);
  if (!ext) throw new Error(`no sample file for ${accept?.join(' ')}`);
  return ext;
}
