// Where the page runs, as a report states it: the browser's name and version and the operating system (with the
// processor when the browser says), from `navigator.userAgentData` where the browser has it (Chromium: brands,
// platform, and on request its architecture) and else from the user-agent string. The browser's facts come in as
// plain data.

export interface BrowserFacts {
  userAgent: string;
  /** `navigator.userAgentData.brands` (Chromium). */
  brands?: readonly { brand: string; version: string }[];
  /** `navigator.userAgentData.platform`: `Linux`, `Windows`, `macOS`, `Android`. */
  platform?: string;
  /** From `getHighEntropyValues(['architecture', 'bitness'])`: `x86` / `arm`, `64`. */
  architecture?: string;
  bitness?: string;
}

const UA_BROWSERS: readonly [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Microsoft Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chromium\/(\d+)/, 'Chromium'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+(?:\.\d+)?).*Safari\//, 'Safari'],
];

/** The browser and its major version: `Chromium 131`, `Firefox 133`, `Safari 18.1`. */
export function browserOf(f: BrowserFacts): string {
  const named = (f.brands ?? []).filter((b) => !/not.?a.?brand/i.test(b.brand));
  const brand =
    named.find((b) => /edge|opera|brave/i.test(b.brand)) ??
    named.find((b) => /chrome/i.test(b.brand)) ??
    named.find((b) => /chromium/i.test(b.brand));
  if (brand) return `${brand.brand} ${brand.version}`;
  // Most specific first: Edge and Opera name Chrome too, Chrome names Safari.
  for (const [re, name] of UA_BROWSERS) {
    const m = re.exec(f.userAgent);
    if (m) return `${name} ${m[1]}`;
  }
  return 'a web browser';
}

/** The operating system and, when known, the processor: `Linux x86_64`, `Windows x86_64`, `macOS`. */
export function systemOf(f: BrowserFacts): { os: string; arch: string } {
  const ua = f.userAgent;
  const os =
    f.platform && f.platform !== 'Unknown'
      ? f.platform
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'macOS'
              : /CrOS/.test(ua)
                ? 'ChromeOS'
                : /Linux/.test(ua)
                  ? 'Linux'
                  : 'an unknown system';
  const fromHints =
    f.architecture === 'x86'
      ? f.bitness === '32'
        ? 'x86'
        : 'x86_64'
      : f.architecture === 'arm'
        ? f.bitness === '32'
          ? 'arm'
          : 'arm64'
        : '';
  // A Mac's user agent says Intel on Apple silicon too: only the hints tell.
  const fromUa = /Mac OS X/.test(ua)
    ? ''
    : /x86_64|Win64|x64|amd64/i.test(ua)
      ? 'x86_64'
      : /aarch64|arm64/i.test(ua)
        ? 'arm64'
        : '';
  return { os, arch: fromHints || fromUa };
}

/** The report's platform line and the browser that runs the WebAssembly builds. */
export function browserPlatform(f: BrowserFacts): { platform: string; host: string } {
  const { os, arch } = systemOf(f);
  return { platform: `${os}${arch ? ` ${arch}` : ''}`, host: browserOf(f) };
}
