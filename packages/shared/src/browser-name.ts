import { sessionsMessages } from './messages/sessions.ts';

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux (it says "Linux; Android").
const systems: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * A short name a person recognises for the browser behind a User-Agent header ("Firefox on
 * Windows"), for the Account area's sessions and the Activity views. Anything it does not know
 * reads as "Unknown browser" rather than a raw header.
 */
export function browserName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = first(browsers, ua);
  const system = first(systems, ua);
  if (browser && system) return sessionsMessages.browserOn(browser, system);
  return browser ?? system ?? sessionsMessages.unknownBrowser;
}
