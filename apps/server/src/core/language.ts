import type { FastifyRequest } from 'fastify';

/** Languages of the staff interface: Chinese (the spec's texts) and English. */
export type Language = 'zh' | 'en';

/**
 * The language a caller asks for: English when the first tag of `Accept-Language` is English, else Chinese. The web
 * app always names its interface language, so a browser's own default never decides.
 */
export function languageOf(req: Pick<FastifyRequest, 'headers'>): Language {
  const header = req.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}
