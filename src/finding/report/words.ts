// Words a report is written in: whole words in a title, a fenced block, a link only when others can open it.

export const fence = (lang: string, text: string): string => `\`\`\`${lang}\n${text.trimEnd()}\n\`\`\``;

/** A link others can open: not one to this machine (`localhost`, a loopback or private address, a file). */
export function publicLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const local =
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host.endsWith('.local') ||
      /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.0\.0\.0$)/.test(host) ||
      host === '::1';
    return local ? undefined : link;
  } catch {
    return undefined;
  }
}

/** `text` cut to at most `max` characters at a word's end, with `…` when cut. */
export function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:(]+$/, '')}…`;
}
