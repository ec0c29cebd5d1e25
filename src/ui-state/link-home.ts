// Where a share link points (issue 15): at the public playground when the build names one
// (SMTPLAY_PUBLIC_URL, read by vite.config.ts), even from a copy running on localhost; otherwise at this
// page, with a warning when only this computer can open it. Pure, so it is tested in Node.
import { PUBLIC_URL_SETTING, publicPageOf } from '../share/public-link.js';

export interface LinkHome {
  /** The address a link's `#s=…` fragment is appended to. */
  base: string;
  /** One sentence for the user: where the link leads and whether others can open it. */
  note: string;
}

export { PUBLIC_URL_SETTING };

/**
 * The setting as a page address: '' when unset or blank, else an http(s) URL ending in `/` (or in a file
 * name such as `index.html`), query and fragment dropped (share/public-link.ts `publicPageOf`, the one
 * normalization the CLI's links use too). Anything else throws, so a wrong setting fails the build instead of
 * making links nobody can open.
 */
export function publicUrlOf(raw: string | undefined): string {
  if (!(raw ?? '').trim()) return '';
  const page = publicPageOf(raw);
  if (!page.ok) throw new Error(page.reason);
  return page.base;
}

/** Whether a host name is this computer (a link to it opens nothing anywhere else). */
export function isLoopback(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    h === '0.0.0.0' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
  );
}

/** Where links made on the page at `pageHref` point, given the build's public URL (normalized, or ''). */
export function linkHomeOf(pageHref: string, publicUrl: string): LinkHome {
  const page = new URL(pageHref);
  const here = `${page.origin}${page.pathname}`;
  if (publicUrl) {
    return {
      base: publicUrl,
      note:
        publicUrl === here
          ? `The link opens this page, the public playground at ${publicUrl}.`
          : `The link opens the public playground at ${publicUrl}, not this copy (${here}).`,
    };
  }
  return {
    base: here,
    note: isLoopback(page.hostname)
      ? `The link opens this page, ${here}, which is on this computer: others cannot open it. ` +
        `A build with ${PUBLIC_URL_SETTING} set makes links to a public playground (see docs/HOSTING.md).`
      : `The link opens this page, ${here}.`,
  };
}
