import type { ImportEnvelope } from '../../api/entity';
import type { HttpFailure } from '../../api/http-errors';

/** The code of an import that stored some rows and rejected others (contract §5.4). */
export const PARTIAL_IMPORT_CODE = 201;

export type ImportOutcome =
  /** `lasting`: the answer carries facts to keep (an imported user's initial password): a dialog, not a toast. */
  | { kind: 'success'; message: string; lasting?: boolean }
  /** success false: a warning with the server's message; the dialog stays open. */
  | { kind: 'rejected'; message: string }
  /** Some rows failed: a warning with `msg` and the error file's link. */
  | { kind: 'partial'; message: string; errorFileUrl?: string }
  | { kind: 'timeout' }
  /** Any other failed call: the global error catalogue reacts. */
  | { kind: 'failed'; failure: HttpFailure };

/**
 * The import's error file as a plain <a> opens it: a stored file, read through the file cookie
 * (`api/file-access.ts`). No token goes into the address.
 */
export function errorFileUrl(apiBase: string, fileUrl: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${fileUrl.replace(/^\/+/, '')}`;
}

export function importOutcome(
  answer: { envelope: ImportEnvelope } | { failure: HttpFailure },
  link: (fileUrl: string) => string,
): ImportOutcome {
  if ('failure' in answer) {
    const { failure } = answer;
    return failure.timedOut || failure.status === 504 ? { kind: 'timeout' } : { kind: 'failed', failure };
  }
  const { envelope } = answer;
  if (!envelope.success) return { kind: 'rejected', message: envelope.message };
  if (envelope.code === PARTIAL_IMPORT_CODE) {
    const fileUrl = envelope.result?.fileUrl;
    return {
      kind: 'partial',
      message: envelope.result?.msg ?? envelope.message,
      errorFileUrl: fileUrl ? link(fileUrl) : undefined,
    };
  }
  return envelope.result
    ? { kind: 'success', message: envelope.message, lasting: true }
    : { kind: 'success', message: envelope.message };
}

/** Spec §5: import takes .xls and .xlsx files only. */
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;

export const isExcelFile = (name: string) => IMPORT_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));
