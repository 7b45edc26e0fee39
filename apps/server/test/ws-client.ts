import WebSocket from 'ws';

/** A real WebSocket client for the socket tests: frames received, kept in order. */
export interface Client {
  ws: WebSocket;
  frames: unknown[];
  /** The next frame matching, waiting up to `ms`. */
  next(match?: (frame: unknown) => boolean, ms?: number): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket; rejects with the HTTP status when the handshake is refused. */
export function connect(
  url: string,
  opts: { protocols?: string[]; headers?: Record<string, string> } = {},
): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, opts.protocols, { headers: opts.headers });
    const frames: unknown[] = [];
    const waiting: Array<() => void> = [];
    ws.on('message', (data) => {
      frames.push(JSON.parse(data.toString()));
      for (const w of waiting.splice(0)) w();
    });
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.on('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    ws.on('unexpected-response', (req, res) => {
      // Listening to this event leaves the refused request to us: end it, or the connection stays open.
      req.destroy();
      reject(Object.assign(new Error('refused'), { status: res.statusCode }));
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        next(match = () => true, ms = 3000) {
          let seen = 0;
          return new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error('no frame')), ms);
            const look = () => {
              for (; seen < frames.length; seen++) {
                if (match(frames[seen])) {
                  clearTimeout(timer);
                  found(frames.splice(seen, 1)[0]);
                  return;
                }
              }
              waiting.push(look);
            };
            look();
          });
        },
      }),
    );
  });
}

export const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'open',
    (e: { status?: number }) => e.status,
  );

/** Waits `ms` and tells whether nothing matching arrived. */
export async function silent(client: Client, match: (frame: unknown) => boolean, ms = 300): Promise<boolean> {
  await new Promise((r) => setTimeout(r, ms));
  return !client.frames.some(match);
}
