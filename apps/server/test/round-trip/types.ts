/** A JSON body as the API reads it (tests read arbitrary JSON). */
// biome-ignore lint/suspicious/noExplicitAny: answers of any endpoint
export type Json = any;

/** What the round trip asks of the server: the calls a browser makes. */
export interface Client {
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Json }>;
  /** POST /sys/common/upload; the stored file's key. */
  upload(biz: string, name: string, data: Buffer): Promise<string>;
}

/** Which of a field's values: 0 for an add, 1 for the edit that follows (each differs from the other). */
export type Variant = 0 | 1;
export type Body = Record<string, unknown>;
