// Where share links point (issue 15): the public playground when the build names one, even from localhost;
// else the page itself, with a warning when that page is on this computer.
import { describe, expect, it } from 'vitest';
import { isLoopback, linkHomeOf, publicUrlOf } from '../../src/ui-state/link-home.js';
import { madeNotice } from '../../src/ui-state/share-notice.js';

const PUBLIC = 'https://owner.github.io/smtplay/';

describe('the public URL setting', () => {
  it('is empty when unset or blank', () => {
    expect(publicUrlOf(undefined)).toBe('');
    expect(publicUrlOf('')).toBe('');
    expect(publicUrlOf('  ')).toBe('');
  });

  it('names a directory: a missing slash is added, query and fragment dropped, a file name kept', () => {
    expect(publicUrlOf('https://owner.github.io/smtplay')).toBe(PUBLIC);
    expect(publicUrlOf(' https://owner.github.io/smtplay/?x=1#s=abc ')).toBe(PUBLIC);
    expect(publicUrlOf('https://example.org')).toBe('https://example.org/');
    expect(publicUrlOf('http://example.org/play/index.html')).toBe('http://example.org/play/index.html');
  });

  it('refuses what no browser could open, naming the setting', () => {
    expect(() => publicUrlOf('owner.github.io/smtplay')).toThrow(
      /SMTPLAY_PUBLIC_URL=owner.github.io\/smtplay is not an absolute address/,
    );
    expect(() => publicUrlOf('file:///home/me/dist/')).toThrow(/is not an http\(s\) address/);
  });
});

describe('loopback hosts', () => {
  it('are localhost, 127.0.0.0/8, ::1 and 0.0.0.0, not LAN or public hosts', () => {
    for (const h of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0'])
      expect(isLoopback(h), h).toBe(true);
    for (const h of ['192.168.1.5', '10.0.0.1', 'example.org', 'localhost.example.org', '127.0.0.1.nip.io'])
      expect(isLoopback(h), h).toBe(false);
  });
});

describe('where a link points', () => {
  it('at the public playground from a copy on localhost, saying so', () => {
    const home = linkHomeOf('http://localhost:5173/?x=1#s=old', PUBLIC);
    expect(home.base).toBe(PUBLIC);
    expect(home.note).toBe(
      `The link opens the public playground at ${PUBLIC}, not this copy (http://localhost:5173/).`,
    );
  });

  it('at this page when it is the public playground', () => {
    const home = linkHomeOf(`${PUBLIC}#s=abc`, PUBLIC);
    expect(home).toEqual({ base: PUBLIC, note: `The link opens this page, the public playground at ${PUBLIC}.` });
  });

  it('at this page without a public URL, warning when it is on this computer', () => {
    const local = linkHomeOf('http://127.0.0.1:4173/sub/index.html#s=abc', '');
    expect(local.base).toBe('http://127.0.0.1:4173/sub/index.html');
    expect(local.note).toMatch(/^The link opens this page, http:\/\/127\.0\.0\.1:4173\/sub\/index\.html, which is on/);
    expect(local.note).toContain('others cannot open it');
    expect(local.note).toContain('SMTPLAY_PUBLIC_URL');
    const hosted = linkHomeOf('https://fuzz.example.org/play/', '');
    expect(hosted).toEqual({
      base: 'https://fuzz.example.org/play/',
      note: 'The link opens this page, https://fuzz.example.org/play/.',
    });
  });

  it('reaches the notice of a made link', () => {
    const home = linkHomeOf('http://localhost:5173/', PUBLIC);
    const notice = madeNotice(`${home.base}#s=abc`, 'the step.', home.note);
    expect(notice).toMatchObject({ kind: 'made', link: `${PUBLIC}#s=abc`, home: home.note });
  });
});
