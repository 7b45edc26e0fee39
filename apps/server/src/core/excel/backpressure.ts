import type { Writable } from 'node:stream';

interface LegacyWritableState {
  length?: unknown;
  needDrain?: unknown;
}

/** Node's `writableLength` and `writableNeedDrain`, also for readable-stream 2 streams (inside archiver). */
function writeQueue(stream: Writable): { bytes: number; needDrain: boolean } {
  const legacy = (stream as { _writableState?: LegacyWritableState })._writableState;
  const bytes = stream.writableLength ?? legacy?.length;
  const needDrain = stream.writableNeedDrain ?? legacy?.needDrain;
  return { bytes: typeof bytes === 'number' ? bytes : 0, needDrain: needDrain === true };
}

/**
 * Resolves at once while `stream` has at most `maxQueued` bytes waiting, else once it drains. Rejects when
 * `out`, the end of the pipeline, closes or fails first, so that a client that went away never leaves the
 * export waiting.
 */
export async function whenDrained(stream: Writable, out: Writable, maxQueued: number): Promise<void> {
  if (out.destroyed) throw new Error('export output closed');
  const queue = writeQueue(stream);
  if (queue.bytes <= maxQueued || !queue.needDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      out.off('close', onClose).off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('export output closed'));
    stream.on('drain', onDrain);
    out.on('close', onClose).on('error', settle);
  });
}
