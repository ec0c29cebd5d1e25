// A finding's link into the public playground made outside the page (share/public-link.ts): the page's address
// from SMTPLAY_PUBLIC_URL, normalized as a page build does it, and a fragment that opens the finding itself; no
// setting, no link and a sentence saying how to add one.
import { describe, expect, it } from 'vitest';
import { publicLinkOf, publicPageOf } from '../../src/share/public-link.js';
import { decodeShare } from '../../src/share/codec.js';
import { crashFinding } from '../support/crash-finding.js';

describe('the public page link', () => {
  it('normalizes the page address as a build does', () => {
    expect(publicPageOf('https://owner.github.io/repo')).toEqual({ ok: true, base: 'https://owner.github.io/repo/' });
    expect(publicPageOf(' https://x.org/a/index.html?q=1#h ')).toEqual({
      ok: true,
      base: 'https://x.org/a/index.html',
    });
    expect(publicPageOf(undefined)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^no link to the public page: set SMTPLAY_PUBLIC_URL/),
    });
    expect(publicPageOf('ftp://x.org/')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not an http\(s\) address/),
    });
    expect(publicPageOf('x.org')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not an absolute address/),
    });
  });

  it('opens the finding: its mutant, lanes and what was observed', async () => {
    const f = crashFinding('ASSERTION VIOLATION', '(declare-const x Int)\n(check-sat)\n');
    const made = await publicLinkOf(f, { SMTPLAY_PUBLIC_URL: 'https://owner.github.io/repo/' });
    if (!('link' in made)) throw new Error(made.reason);
    expect(made.link.startsWith('https://owner.github.io/repo/#s=')).toBe(true);
    const opened = await decodeShare(made.link.slice(made.link.indexOf('#')));
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.state).toMatchObject({ mutant: f.mutant, lanes: ['native:z3@4.8.12'], timeoutMs: 5000 });
    expect(await publicLinkOf(f, {})).toMatchObject({ reason: expect.stringMatching(/SMTPLAY_PUBLIC_URL/) });
  });
});
