import { t, translated } from '../../locales/i18n';
/** The uploaders' rules and messages (spec §4 states, §5 rules, §8 errors, §9 constants). */

export const MESSAGES = translated({
  imageOnly: 'upload.imageOnly',
  mp4Only: 'upload.mp4Only',
  failedTooltip: 'upload.failedTooltip',
  unknownError: 'upload.unknownError',
  imageErrorTitle: 'upload.imageErrorTitle',
  moveUnknown: 'upload.moveUnknown',
  moveLast: 'upload.moveLast',
  nothingUploaded: 'upload.nothingUploaded',
});

/** `{name} 上传失败.` */
export const failedMessage = (name: string) => t('upload.failed', { name });
/** The error tooltip: the server's message, else '未知错误'. */
export const failureDetail = (serverMessage: string | undefined | null) =>
  serverMessage?.trim() ? serverMessage : MESSAGES.unknownError;
/** The body of the image error dialog. */
export const imageErrorText = (serverMessage: string | undefined | null) =>
  `error message: ${failureDetail(serverMessage)}`;

/** File names shown in lists: the first 5 characters, then '…'. */
export const NAME_CHARS = 5;
export function shortName(name: string): string {
  const chars = [...name];
  return chars.length > NAME_CHARS ? `${chars.slice(0, NAME_CHARS).join('')}…` : name;
}

/** A limit of 0 means no limit. */
export const canAddMore = (count: number, limit: number) => limit <= 0 || count < limit;

export const isImageFile = (file: Pick<File, 'type'>) => file.type.startsWith('image/');
export const isMp4File = (file: Pick<File, 'type' | 'name'>) =>
  file.type === 'video/mp4' || (!file.type && /\.mp4$/i.test(file.name));

/** Files bigger than this go through the chunked, resumable upload. */
export const CHUNKED_FROM_BYTES = 8 * 1024 * 1024;

/** The file pop-up (spec §9): 520 × 200. */
export const FILE_POP_SIZE = { width: 520, height: 200 } as const;

/** Stored keys of a comma-joined value, and back. */
export const keysOf = (value: unknown): string[] =>
  typeof value === 'string' && value ? value.split(',').filter(Boolean) : [];
export const joinKeys = (keys: readonly string[]): string | undefined => (keys.length ? keys.join(',') : undefined);

/** Moves an image one place left (-1) or right (+1); refused at the ends with the spec's messages. */
export function moveItem<T>(
  items: readonly T[],
  index: number,
  step: -1 | 1,
): { ok: true; items: T[] } | { ok: false; message: string } {
  if (step === -1 && index <= 0) return { ok: false, message: MESSAGES.moveUnknown };
  if (step === 1 && index >= items.length - 1) return { ok: false, message: MESSAGES.moveLast };
  const next = [...items];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return { ok: true, items: next };
}
