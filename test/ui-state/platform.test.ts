// A report's platform line from what a browser says of itself (ui-state/platform.ts): userAgentData where the browser
// has it, else the user agent; Z3's dropdown choice from the system and processor.
import { describe, expect, it } from 'vitest';
import { browserOf, browserPlatform, systemOf } from '../../src/ui-state/platform.js';

const CHROMIUM_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const EDGE_WINDOWS = `${CHROMIUM_LINUX.replace('X11; Linux x86_64', 'Windows NT 10.0; Win64; x64')} Edg/131.0.0.0`;

describe('the platform a report states', () => {
  it('names the browser and its version from userAgentData, else from the user agent', () => {
    const brands = [
      { brand: 'Not_A Brand', version: '24' },
      { brand: 'Chromium', version: '131' },
    ];
    expect(browserOf({ userAgent: CHROMIUM_LINUX, brands })).toBe('Chromium 131');
    expect(
      browserOf({ userAgent: CHROMIUM_LINUX, brands: [...brands, { brand: 'Google Chrome', version: '131' }] }),
    ).toBe('Google Chrome 131');
    expect(browserOf({ userAgent: FIREFOX_WINDOWS })).toBe('Firefox 133');
    expect(browserOf({ userAgent: SAFARI_MAC })).toBe('Safari 18.1');
    expect(browserOf({ userAgent: EDGE_WINDOWS })).toBe('Microsoft Edge 131');
    expect(browserOf({ userAgent: 'curl/8' })).toBe('a web browser');
  });

  it("gives the system and the processor (a Mac's only from its hints)", () => {
    expect(browserOf({ userAgent: CHROMIUM_LINUX })).toBe('Chrome 131');
    const brands = [{ brand: 'Chromium', version: '131' }];
    expect(browserPlatform({ userAgent: CHROMIUM_LINUX, platform: 'Linux', brands })).toEqual({
      platform: 'Linux x86_64',
      host: 'Chromium 131',
    });
    expect(browserPlatform({ userAgent: FIREFOX_WINDOWS }).platform).toBe('Windows x86_64');
    // Apple silicon's user agent says Intel: without the hints the processor is not stated.
    expect(systemOf({ userAgent: SAFARI_MAC })).toEqual({ os: 'macOS', arch: '' });
    expect(browserPlatform({ userAgent: SAFARI_MAC, platform: 'macOS', architecture: 'arm', bitness: '64' })).toEqual({
      platform: 'macOS arm64',
      host: 'Safari 18.1',
    });
    expect(browserPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14)' }).platform).toBe('Android');
  });
});
