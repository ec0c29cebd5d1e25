// A finding's link into the public playground, made outside the page (`smtplay report`, `smtplay triage`): the
// page's address comes from SMTPLAY_PUBLIC_URL, the same setting a page build reads (docs/HOSTING.md); the fragment
// is the finding's share state (finding-link.ts, codec.ts), so the link opens the finding in the page and runs it.
// Without the setting there is no public page to point at: no link, and a sentence that says how to add one.
import type { Finding } from '../finding/record.js';
import { encodeShare } from './codec.js';
import { linkStateOf } from './finding-link.js';

/** The setting that names the public playground. */
export const PUBLIC_URL_SETTING = 'SMTPLAY_PUBLIC_URL';

/**
 * The page's address as a link's base, or why it cannot be one. The same normalization as a page build
 * (`ui-state/link-home.ts` publicUrlOf): http(s), query and fragment dropped, a folder address ending in `/`.
 */
export function publicPageOf(raw: string | undefined): { ok: true; base: string } | { ok: false; reason: string } {
  const text = (raw ?? '').trim();
  const how = `set ${PUBLIC_URL_SETTING} to the public playground's address (e.g. https://OWNER.github.io/REPO/) to add a link that opens the finding there`;
  if (!text) return { ok: false, reason: `no link to the public page: ${how}` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: `${PUBLIC_URL_SETTING}=${text} is not an absolute address: ${how}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: `${PUBLIC_URL_SETTING}=${text} is not an http(s) address: ${how}` };
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/') && !/\.html?$/.test(url.pathname)) url.pathname += '/';
  return { ok: true, base: url.href };
}

/** The link that opens `f` in the public page, or why there is none. */
export async function publicLinkOf(
  f: Finding,
  env: Record<string, string | undefined>,
): Promise<{ link: string } | { reason: string }> {
  const page = publicPageOf(env[PUBLIC_URL_SETTING]);
  if (!page.ok) return { reason: page.reason };
  return { link: `${page.base}${await encodeShare(linkStateOf(f))}` };
}
