/** Browsers by the token that names them, most specific first (Edge and Opera also claim Chrome, Chrome Safari). */
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\/([\d.]+)/, '微信'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
  [/(?:MSIE |rv:)([\d.]+).*Trident|Trident.*rv:([\d.]+)/, 'IE'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 126 / Windows" from a User-Agent header; what it cannot tell stays out (an unknown agent is "未知"). */
export function browserOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  let browser = '';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      const major = (m[1] ?? m[2] ?? '').split('.')[0];
      browser = major ? `${name} ${major}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' / ') || '未知';
}
