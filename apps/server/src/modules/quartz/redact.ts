import type { Config } from '../../config.js';

/** Hides configured secrets, and any password in a URL, in texts that reach the run log. */
export function secretRedactor(config: Config): (text: string) => string {
  const urlPassword = (url: string | undefined) => {
    try {
      return url ? decodeURIComponent(new URL(url).password) : '';
    } catch {
      return '';
    }
  };
  const secrets = [
    config.tokenSecret,
    urlPassword(config.databaseUrl),
    urlPassword(config.redisUrl),
    urlPassword(config.smtp?.url),
    config.smtp?.pass,
  ].filter((s): s is string => !!s && s.length >= 4);
  // The configured secrets first (one may hold an '@'), then whatever password another URL carries.
  return (text) =>
    secrets.reduce((t, s) => t.split(s).join('******'), text).replace(/(\/\/[^/\s:@]+):[^@\s/]+@/g, '$1:******@');
}
