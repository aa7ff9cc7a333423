/**
 * "Chrome on macOS" from a User-Agent header, for the sessions list: enough to recognise one's own devices, no
 * more. Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iPadOS and Android say "Linux"/"Mac".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bHeadlessChrome\//, "Headless Chrome"],
  [/\bChrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bnode\b|undici/i, "Node.js"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeUserAgent(ua: string | null | undefined): { browser: string; system: string | null; label: string } {
  const text = ua ?? "";
  const browser = BROWSERS.find(([re]) => re.test(text))?.[1] ?? "Unknown browser";
  const system = SYSTEMS.find(([re]) => re.test(text))?.[1] ?? null;
  return { browser, system, label: system ? `${browser} on ${system}` : browser };
}
