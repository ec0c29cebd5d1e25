// axe-core in the page under test (issue 23): its source injected once per page, a run over the whole document
// (axe walks open shadow roots, so the Lit components are checked too), and the violations as plain data.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** Where: axe's selector path of each node (shadow hosts included). */
  targets: string[];
}

/** The impacts a view may not have. */
const BLOCKING = new Set(['serious', 'critical']);

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const run = (globalThis as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'none',
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
}

/**
 * Runs axe on the page as it shows now: prints every violation (the view's name first) and returns the serious and
 * critical ones, which a test asserts empty.
 */
export async function blockingViolations(page: Page, view: string): Promise<AxeViolation[]> {
  const all = await axeViolations(page);
  for (const v of all) console.log(`axe [${view}] ${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
  if (all.length === 0) console.log(`axe [${view}] no violations`);
  return all.filter((v) => BLOCKING.has(v.impact));
}

/** Runs axe on the page as it shows now: prints every violation and returns them all (views that may have none). */
export async function anyViolations(page: Page, view: string): Promise<AxeViolation[]> {
  const all = await axeViolations(page);
  for (const v of all) console.log(`axe [${view}] ${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
  if (all.length === 0) console.log(`axe [${view}] no violations`);
  return all;
}
