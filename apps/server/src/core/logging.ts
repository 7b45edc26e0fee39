import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the log (a preview ticket and a file signature are credentials too). */
const SECRET_PARAMS = /([?&](?:token|ticket|sig|password|oldpassword|confirmpassword|smscode|captcha)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** pino options: request lines without tokens, passwords or codes. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
