/** One answered request as the trace keeps it: credentials already removed (`redact.ts`). */
export interface TraceEntry {
  /** Epoch ms of the answer. */
  time: number;
  method: string;
  /** The URL with credential-like query and route values masked. */
  path: string;
  status: number;
  ms: number;
  /** Account name of the session, when there was one. */
  user: string | null;
  ip: string;
  headers: Record<string, string>;
  /** The answer's content type. */
  contentType: string | null;
  /** The process that answered (set when snapshots are merged). */
  node?: string;
}

/** The last `size` requests of this process, newest last; older ones are overwritten. */
export class TraceRing {
  private readonly entries: (TraceEntry | undefined)[];
  private next = 0;

  constructor(readonly size: number) {
    this.entries = new Array(size);
  }

  push(entry: TraceEntry): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  /** Newest first. */
  list(): TraceEntry[] {
    const out: TraceEntry[] = [];
    for (let i = 1; i <= this.size; i++) {
      const e = this.entries[(this.next - i + this.size) % this.size];
      if (e) out.push(e);
    }
    return out;
  }
}
