// The browser's facts for a report's platform line (ui-state/platform.ts reads them): navigator.userAgentData where
// the browser has it (asked once for its architecture, which only arrives asynchronously), else the user agent.
import type { BrowserFacts } from '../ui-state/platform.js';

interface UaData {
  brands?: { brand: string; version: string }[];
  platform?: string;
  getHighEntropyValues?(hints: string[]): Promise<{ architecture?: string; bitness?: string }>;
}

/** The facts known at once, completed in place when the browser answers for its architecture. */
export function browserFacts(): BrowserFacts {
  const data = (navigator as Navigator & { userAgentData?: UaData }).userAgentData;
  const facts: BrowserFacts = {
    userAgent: navigator.userAgent,
    ...(data?.brands ? { brands: data.brands } : {}),
    ...(data?.platform ? { platform: data.platform } : {}),
  };
  void data
    ?.getHighEntropyValues?.(['architecture', 'bitness'])
    .then((v) => {
      if (v.architecture) facts.architecture = v.architecture;
      if (v.bitness) facts.bitness = v.bitness;
    })
    .catch(() => undefined);
  return facts;
}
