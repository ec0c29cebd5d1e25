// Where this page's links point: the public playground the build names (vite.config.ts turns the
// SMTPLAY_PUBLIC_URL setting into `import.meta.env.SMTPLAY_PUBLIC_URL`, '' when unset), or this page.
import { linkHomeOf, type LinkHome } from '../ui-state/link-home.js';

declare global {
  interface ImportMetaEnv {
    /** Normalized by `publicUrlOf` at build time: '' or an http(s) URL ending in `/`. */
    readonly SMTPLAY_PUBLIC_URL: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

export function pageLinkHome(): LinkHome {
  return linkHomeOf(location.href, import.meta.env.SMTPLAY_PUBLIC_URL);
}
