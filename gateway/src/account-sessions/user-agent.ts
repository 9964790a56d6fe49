/** What a session list says of the client behind a session, read from its User-Agent header. */
export interface ClientDescription {
  browser: string;
  device: string;
}

/** First match wins: the order matters (Edge and Opera say Chrome too, Chrome says Safari too). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(table: readonly (readonly [RegExp, string])[], value: string): string | undefined {
  return table.find(([pattern]) => pattern.test(value))?.[1];
}

/** A rough, human name for a client: enough to recognise one's own devices, never a fingerprint. */
export function describeUserAgent(userAgent: string | undefined): ClientDescription {
  const value = userAgent ?? '';
  return {
    browser: firstMatch(BROWSERS, value) ?? 'Unknown browser',
    device: firstMatch(DEVICES, value) ?? 'Unknown device',
  };
}
