// Janus (Bringolf, Winterer, Su, ASE 2022): one local weakening or strengthening at a site whose
// parity makes it preserve the labelled seed's answer (Theorem 1). The oracle is the seed's label;
// an `unknown` on the mutant of a decided seed is an implication-incompleteness finding.
import type { Script, Term } from '../../smtlib/ast.js';
import { checkScript } from '../../smtlib/check/index.js';
import { replaceAt, pathToString } from '../../smtlib/paths.js';
import { printTerm } from '../../smtlib/printer.js';
import { bringsArithmetic } from '../logic.js';
import type { Rng } from '../../rng.js';
import type { Expected, MutateOutcome, MutatorInput } from '../types.js';
import { directionAt, effectWord, usableIn, type Direction } from './direction.js';
import { ruleContexts } from './context.js';
import { paritySites, type ParitySite } from './parity.js';
import type { Rule, RuleContext } from './rule.js';
import { janusRules } from './rules.js';

const SITE_ATTEMPTS = 24;
const GENERIC_FIRST = 0.15;

/** Janus's parity argument is about one conjunction of assertions answered by one check-sat. */
function unsupported(script: Script): string | undefined {
  let checks = 0;
  for (const c of script.commands) {
    if (c.cmd === 'check-sat') checks++;
    if (
      c.cmd === 'push' ||
      c.cmd === 'pop' ||
      c.cmd === 'check-sat-assuming' ||
      c.cmd === 'reset' ||
      c.cmd === 'reset-assertions'
    )
      return `janus needs a script without ${c.cmd}`;
  }
  return checks === 1 ? undefined : `janus needs exactly one check-sat (found ${checks})`;
}

function withSorts(script: Script): Script | undefined {
  if (script.commands.every((c) => c.cmd !== 'assert' || c.term.sort)) return script;
  return checkScript(script).ok ? script : undefined;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Rules in trial order: usually the specific ones first, so generic rules do not crowd them out. */
function candidates(site: ParitySite, direction: Direction, rng: Rng): Rule[] {
  const usable = janusRules.filter((r) => r.domain === site.domain && usableIn(r, direction));
  if (rng.chance(GENERIC_FIRST)) return shuffled(usable, rng);
  return [
    ...shuffled(
      usable.filter((r) => !r.generic),
      rng,
    ),
    ...shuffled(
      usable.filter((r) => r.generic),
      rng,
    ),
  ];
}

function tryRules(site: ParitySite, direction: Direction, ctx: RuleContext): { rule: Rule; after: Term } | undefined {
  for (const rule of candidates(site, direction, ctx.rng)) {
    const after = rule.apply(site.term, ctx);
    if (after && (ctx.arithmetic || !bringsArithmetic(site.term, after))) return { rule, after };
  }
  return undefined;
}

function reasonOf(label: Expected, site: ParitySite, direction: Direction, rule: Rule): string {
  const where = site.domain === 'regex' ? 'regex of polarity' : 'sub-formula of parity';
  return (
    `${label} seed, ${where} ${site.parity > 0 ? '+1' : '-1'}: ${direction} keeps the answer (Theorem 1); ` +
    `rule ${rule.name} gives ${effectWord(rule.effect)} term, so the mutant is still ${label}`
  );
}

/** Where the site is, for a reader: the command it sits in (1 = the first), its line when known, its depth. */
function placeOf(path: ParitySite['path'], term: Term): string {
  const line = term.span ? `, line ${term.span.line}` : '';
  const depth = path.steps.length === 0 ? 'the whole assertion' : `${path.steps.length} level(s) down`;
  return `in command ${path.command + 1}${line}, ${depth}; path ${pathToString(path)}`;
}

interface Applied {
  site: ParitySite;
  direction: Direction;
  rule: Rule;
  after: Term;
}

function outcome(script: Script, label: Expected, { site, direction, rule, after }: Applied): MutateOutcome {
  return {
    ok: true,
    mutant: replaceAt(script, site.path, after),
    oracle: { kind: 'expected', expected: label, unknownIsFinding: true },
    trace: [
      {
        rule: `janus:${direction}:${rule.name}`,
        path: site.path,
        ...(site.term.span ? { span: site.term.span } : {}),
        before: printTerm(site.term),
        after: printTerm(after),
        reason: reasonOf(label, site, direction, rule) + ` (${placeOf(site.path, site.term)})`,
      },
    ],
  };
}

export function mutateJanus(input: MutatorInput, rng: Rng): MutateOutcome {
  const label = input.label;
  if (!label) return { ok: false, reason: 'janus needs a labelled (sat/unsat) seed' };
  const why = unsupported(input.script);
  if (why) return { ok: false, reason: why };
  const script = withSorts(input.script);
  if (!script) return { ok: false, reason: 'the seed is ill-sorted' };
  const sites = paritySites(script);
  if (sites.length === 0) return { ok: false, reason: 'no assertion has a site with a parity' };
  const contextAt = ruleContexts(script, rng);
  let fallback: Applied | undefined;
  for (let attempt = 0; attempt < SITE_ATTEMPTS; attempt++) {
    const site = rng.pick(sites);
    const direction = directionAt(label, site.parity);
    const found = tryRules(site, direction, contextAt(site.path.command));
    if (!found) continue;
    const applied = { site, direction, ...found };
    // Generic rules fit every site; keep looking for a specific one most of the time.
    if (!found.rule.generic || rng.chance(GENERIC_FIRST)) return outcome(script, label, applied);
    fallback ??= applied;
  }
  if (fallback) return outcome(script, label, fallback);
  return { ok: false, reason: 'no rule applied at the sites tried' };
}
