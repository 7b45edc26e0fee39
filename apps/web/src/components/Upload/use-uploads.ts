import { useRef, useState } from 'react';
import { canAddMore, joinKeys, keysOf } from './rules';
import { type OnProgress, UploadError, uploadAny } from './upload-client';

/** One entry of an uploader (spec §3 "uploaded file"): stored ones are done; new ones go uploading → done / error. */
export interface UploadItem {
  uid: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  /** Stored key, once done. */
  key?: string;
  /** Server message of a failure. */
  message?: string;
}

export type Uploader = (file: File, biz: string, onProgress: OnProgress) => Promise<string>;

interface Options {
  value?: string | null;
  onChange?(value: string | undefined): void;
  biz: string;
  /** Most files; 0 = unlimited. */
  limit: number;
  upload?: Uploader;
  onFailed?(item: UploadItem): void;
}

let seq = 0;

/**
 * The state every uploader shares: stored keys from the value, and the files in flight or failed beside them.
 * The value holds only stored keys, comma-joined, in display order.
 */
export function useUploads({ value, onChange, biz, limit, upload = uploadAny, onFailed }: Options) {
  const [pending, setPending] = useState<UploadItem[]>([]);
  const keys = keysOf(value);
  const latest = useRef(keys);
  latest.current = keys;

  const patch = (uid: string, change: Partial<UploadItem>) =>
    setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const start = async (file: File) => {
    const uid = `upload-${++seq}`;
    // A failed try of the same file gives way to the new one.
    setPending((list) => [
      ...list.filter((item) => item.status !== 'error' || item.name !== file.name),
      { uid, name: file.name, status: 'uploading', percent: 0 },
    ]);
    try {
      const key = await upload(file, biz, (percent) => patch(uid, { percent }));
      setPending((list) => list.filter((item) => item.uid !== uid));
      // Uploads finishing together each add their key: the next one builds on this, not on the last render.
      const next = limit === 1 ? [key] : [...latest.current, key];
      latest.current = next;
      onChange?.(joinKeys(next));
    } catch (error) {
      const message = error instanceof UploadError ? error.message : '';
      const failed: UploadItem = { uid, name: file.name, status: 'error', percent: 0, message };
      patch(uid, failed);
      onFailed?.(failed);
    }
  };

  const stored: UploadItem[] = keys.map((key) => ({
    uid: key,
    key,
    name: key.split('/').pop() ?? key,
    status: 'done',
    percent: 100,
  }));
  const items = [...stored, ...pending];
  const uploading = pending.filter((p) => p.status === 'uploading').length;

  return {
    items,
    keys,
    /** Another file may be chosen: the limit counts stored files and those on their way. */
    canAdd: canAddMore(keys.length + uploading, limit),
    /** How many files one choice may still add. */
    room: limit <= 0 ? Number.POSITIVE_INFINITY : Math.max(0, limit - keys.length - uploading),
    start,
    remove(item: UploadItem) {
      if (item.key) onChange?.(joinKeys(keys.filter((k) => k !== item.key)));
      else setPending((list) => list.filter((p) => p.uid !== item.uid));
    },
    reorder(next: readonly string[]) {
      onChange?.(joinKeys(next));
    },
  };
}
