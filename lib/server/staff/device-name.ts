/*
 * A passkey's name when its owner gives none: the browser and system it was added on ("Chrome ·
 * Android", the same in every language), from the User-Agent. Only a hint, but enough to tell a gate
 * phone from a desk computer.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, table: [RegExp, string][]): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const browser = first(text, BROWSERS);
  const system = first(text, SYSTEMS);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? 'Passkey';
}
