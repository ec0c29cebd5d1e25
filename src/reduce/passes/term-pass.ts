// Builds a pass from a local rewrite: every term site, top-down (ddSMT's hierarchical order), is
// replaced in turn by each term the rewrite proposes for it.
import type { Script, Term } from '../../smtlib/ast.js';
import { forEachSite, replaceAt, type Site } from '../../smtlib/paths.js';
import type { Pass } from '../types.js';

export type Rewrite = (term: Term, site: Site, script: Script) => readonly Term[];

export function termPass(name: string, rewrite: Rewrite): Pass {
  return {
    name,
    *candidates(script) {
      const sites: Site[] = [];
      forEachSite(script, (site) => {
        sites.push(site);
      });
      for (const site of sites) {
        for (const replacement of rewrite(site.term, site, script)) yield replaceAt(script, site.path, replacement);
      }
    },
  };
}
