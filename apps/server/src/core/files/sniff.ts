/** What a file's first bytes say it is. Extensions lie; magic bytes rarely do. */
export type Sniffed =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'zip'
  | 'ole'
  | 'mp4'
  | 'exe'
  | 'xar'
  | 'text'
  | 'unknown';

const starts = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);

export function sniff(head: Buffer): Sniffed {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a')
    return 'gif';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]) || starts(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (starts(head, [0x4d, 0x5a])) return 'exe';
  if (head.subarray(0, 4).toString('latin1') === 'xar!') return 'xar';
  if (head.length && !head.includes(0)) return 'text';
  return 'unknown';
}

/** Which content each extension must have; extensions missing here are refused. */
export const EXTENSION_CONTENT: Record<string, readonly Sniffed[]> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  zip: ['zip'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  doc: ['ole'],
  xls: ['ole'],
  ppt: ['ole'],
  mp4: ['mp4'],
  exe: ['exe'],
  // A compressed disk image starts with compressed data (its marker is at the end): nothing recognisable.
  dmg: ['unknown'],
  pkg: ['xar'],
  txt: ['text'],
  csv: ['text'],
};

/** Content types we serve, by extension (never the client's). */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  mp4: 'video/mp4',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Shown inline; everything else downloads as an attachment. */
export const INLINE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4']);
