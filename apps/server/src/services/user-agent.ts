/**
 * A person-readable browser and system from a User-Agent header, for the login history and the
 * active sessions list (issue 14): "Chrome 126" on "Android 14", "Safari 17" on "iOS 17.5". Only
 * the common mobile and desktop browsers are named; anything else is null (the screen says
 * "unknown"). Not a security check: the header is whatever the client sent.
 */
export type UserAgentInfo = { browser: string | null; os: string | null };

const major = (version: string | undefined) => version?.split('.')[0] ?? '';
const named = (name: string, version: string | undefined) =>
  version ? `${name} ${major(version)}` : name;

/** Order matters: Edge, Opera and Samsung also say Chrome, and Chrome also says Safari. */
const browsers: [RegExp, string][] = [
  [/EdgA?\/([\d.]+)/, 'Edge'],
  [/EdgiOS\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/UCBrowser\/([\d.]+)/, 'UC Browser'],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

function osOf(ua: string): string | null {
  const android = /Android ([\d.]+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/Android/.test(ua)) return 'Android';
  const ios = /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/.exec(ua);
  if (ios) return `iOS ${ios[1]!.replace(/_/g, '.')}`;
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

export function describeUserAgent(ua: string | null | undefined): UserAgentInfo {
  if (!ua) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match) {
      browser = named(name, match[1]);
      break;
    }
  }
  // In-app views on iOS without a Version token are still Safari's engine.
  if (browser === null && /AppleWebKit/.test(ua) && /(iPhone|iPad)/.test(ua)) browser = 'Safari';
  return { browser, os: osOf(ua) };
}
