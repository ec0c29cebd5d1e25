// Lane names: the one place that parses, prints and titles them. The same text names the same solver in
// the CLI (`--solver`), the page, a share link and a finding record:
//   z3, z3@4.8.17        a Z3 WebAssembly build (z3: the newest this environment has)
//   cvc5                 the CVC5 WebAssembly build (served from wasm/, when one was added)
//   native:z3, native:cvc5, native:PATH[@VERSION]   a solver process (the CLI only)
// followed by `+option` parts: `z3+model_validate=true`, `native:cvc5+--check-models+--strings-exp`.
// A resolved lane's id is its canonical spec with the exact version: `z3@5.2.0`, `native:cvc5@1.0.3`.
import { fail, ok, type Result } from '../smtlib/result.js';
import type { Backend, Lane, SolverFamily } from './lane.js';
import { BUNDLED_Z3 } from './z3/bundled.js';
import { versionWords } from './versions.js';

/** What a spec asks for, before the environment resolves the version and the build. */
export interface LaneRequest {
  family: SolverFamily;
  backend: Backend;
  /** Absent: the newest Z3 build at hand, or whatever version a native binary is. */
  version?: string;
  /** Native only: the executable. */
  binary?: string;
  options: string[];
}

/** What one environment can run: the page (its bundled Z3 builds) or the CLI (also native processes). */
export interface LaneCatalog {
  /** Z3 WebAssembly builds, newest first. */
  z3: readonly { version: string; pkg: string }[];
  /** The version a native binary reports (the CLI asks each binary once); undefined: not detected. */
  nativeVersion?: (binary: string) => string | undefined;
  /** A program of the family at the version installed apart from PATH (solvers/native/installed.ts). */
  nativeProgram?: (family: SolverFamily, version: string) => string | undefined;
  /** The versions of a family installed apart from PATH, newest first (named when a lane asks for another). */
  nativeVersions?: (family: SolverFamily) => readonly string[];
}

export const BUNDLED_CATALOG: LaneCatalog = { z3: BUNDLED_Z3 };

const noPosition = { line: 0, col: 0, offset: 0 };
const bad = <T>(message: string): Result<T> => fail({ message, ...noPosition });

/** A release number, or `main-<commit>`: a build of the solver's main branch (versions.ts). */
const VERSION = /^(\d+(\.\d+)*|main-[0-9a-f]{7,40})$/;
const Z3_OPTION = /^[A-Za-z_][A-Za-z0-9_.]*=[A-Za-z0-9_.:-]+$/;
const CVC5_OPTION = /^--[a-z0-9][a-z0-9-]*(=[A-Za-z0-9_.:-]+)?$/;
/** Finding records written before lanes were values name native lanes `cvc5@1.0.3(native)`. */
const LEGACY_NATIVE = /^(.+)@([0-9.]+|unknown)\(native\)$/;

export function familyOfBinary(binary: string): SolverFamily | undefined {
  const base = binary.slice(binary.lastIndexOf('/') + 1).toLowerCase();
  if (base.startsWith('z3')) return 'z3';
  if (base.startsWith('cvc5') || base.startsWith('cvc4')) return 'cvc5';
  return undefined;
}

/** Why an option cannot belong to a lane of this family, or undefined when its shape is right. */
export function optionProblem(family: SolverFamily, option: string): string | undefined {
  if (family === 'z3')
    return Z3_OPTION.test(option) ? undefined : `'${option}' is not a Z3 option (write it name=value)`;
  return CVC5_OPTION.test(option) ? undefined : `'${option}' is not a CVC5 option (write it --name or --name=value)`;
}

function parseHead(head: string): Result<Omit<LaneRequest, 'options'>> {
  const legacy = LEGACY_NATIVE.exec(head);
  if (legacy) head = `native:${legacy[1]}${legacy[2] === 'unknown' ? '' : `@${legacy[2]}`}`;
  if (head.startsWith('native:')) {
    const rest = head.slice('native:'.length);
    const at = rest.lastIndexOf('@');
    const binary = at > 0 && VERSION.test(rest.slice(at + 1)) ? rest.slice(0, at) : rest;
    const version = binary === rest ? undefined : rest.slice(at + 1);
    if (!binary) return bad('native: needs a solver binary, e.g. native:cvc5 or native:/usr/bin/z3');
    // `native:cvc5@nope`: a version that is none, not a program called `cvc5@nope`.
    const named = /^(z3|cvc5)@(.*)$/.exec(binary);
    if (named)
      return bad(
        `'${named[2]}' is not a version number: write native:${named[1]}@VERSION, e.g. native:${named[1]}@${named[1] === 'z3' ? '4.13.3' : '1.3.2'} or native:${named[1]}@main-COMMIT for a build of its main branch`,
      );
    const family = familyOfBinary(binary);
    if (!family)
      return bad(
        `cannot tell whether '${binary}' is z3 or cvc5 from its name: name a program whose name starts with z3 or cvc5 (native:/opt/z3/bin/z3)`,
      );
    return ok({ family, backend: 'native', binary, ...(version ? { version } : {}) });
  }
  const m = /^(z3|cvc5)(?:@(.*))?$/.exec(head);
  if (!m) return bad(`unknown solver '${head}': use z3, z3@VERSION, cvc5, native:z3, native:cvc5 or native:PATH`);
  const version = m[2];
  if (version !== undefined && !VERSION.test(version))
    return bad(
      `'${version}' is not a version number: write ${m[1]}@VERSION, e.g. ${m[1]}@${m[1] === 'z3' ? '4.8.17' : '1.0.3'}`,
    );
  return ok({ family: m[1] as SolverFamily, backend: 'wasm', ...(version ? { version } : {}) });
}

/** Reads a spec (syntax only; `resolveLane` checks that the environment has it). */
export function parseLaneSpec(spec: string): Result<LaneRequest> {
  const [head = '', ...options] = spec.trim().split('+');
  const parsed = parseHead(head);
  if (!parsed.ok) return parsed;
  for (const o of options) {
    const problem = optionProblem(parsed.value.family, o);
    if (problem) return bad(problem);
  }
  return ok({ ...parsed.value, options });
}

/** The canonical spec of a lane or request (a resolved lane's id). */
export function printLaneSpec(r: LaneRequest | Lane): string {
  const version = r.version ? `@${r.version}` : '';
  const head = r.backend === 'native' ? `native:${r.binary ?? r.family}${version}` : `${r.family}${version}`;
  return [head, ...r.options].join('+');
}

/** Fixes the version and the build a request names in this environment, or says why it cannot run here. */
export function resolveLane(r: LaneRequest, catalog: LaneCatalog = BUNDLED_CATALOG): Result<Lane> {
  if (r.backend === 'native') {
    const binary = r.binary ?? r.family;
    // `native:cvc5@1.3.2`: PATH's cvc5 when it is 1.3.2, else an installed cvc5 1.3.2 (scripts/newest-solvers.sh).
    const installed = r.version && binary === r.family ? catalog.nativeProgram?.(r.family, r.version) : undefined;
    const detected = catalog.nativeVersion?.(binary);
    const program = installed && detected !== r.version ? installed : undefined;
    if (r.version && detected && detected !== r.version && !program) {
      const others = binary === r.family ? (catalog.nativeVersions?.(r.family) ?? []) : [];
      return bad(
        `native:${binary} is version ${detected}, not ${r.version}: write native:${binary} (or native:${binary}@${detected})` +
          (others.length ? `; installed beside it: ${others.map((v) => `native:${binary}@${v}`).join(', ')}` : '') +
          (binary === r.family
            ? `; or install ${r.family} ${r.version} beside it (bash scripts/newest-solvers.sh installs the newest, bash scripts/head-solvers.sh builds the heads)`
            : ''),
      );
    }
    const lane = {
      family: r.family,
      backend: r.backend,
      version: program ? r.version! : (detected ?? r.version ?? ''),
      binary,
      options: r.options,
      ...(program ? { program } : {}),
    };
    return ok({ id: printLaneSpec(lane), ...lane });
  }
  if (r.family === 'cvc5') {
    const lane = { family: r.family, backend: r.backend, version: r.version ?? '', options: r.options };
    return ok({ id: printLaneSpec(lane), ...lane });
  }
  const build = r.version ? catalog.z3.find((z) => z.version === r.version) : catalog.z3[0];
  if (!build) {
    const known = catalog.z3.map((z) => z.version).join(', ');
    return bad(`Z3 ${r.version ?? ''} is not available here (available: ${known || 'none'})`);
  }
  const lane = { family: r.family, backend: r.backend, version: build.version, options: r.options };
  return ok({ id: printLaneSpec(lane), ...lane, pkg: build.pkg });
}

/** Parse and resolve in one step. */
export function parseLane(spec: string, catalog: LaneCatalog = BUNDLED_CATALOG): Result<Lane> {
  const r = parseLaneSpec(spec);
  return r.ok ? resolveLane(r.value, catalog) : r;
}

/** The canonical id of a spec in this environment (`z3` → `z3@5.2.0`); the text itself when it cannot run here. */
export function canonicalLaneId(spec: string, catalog: LaneCatalog = BUNDLED_CATALOG): string {
  const lane = parseLane(spec, catalog);
  return lane.ok ? lane.value.id : spec;
}

/** A name for people: `Z3 5.2.0`, `Z3 4.8.17 (model_validate=true)`, `CVC5`, `cvc5 1.0.3 (native)`. */
export function laneTitle(lane: LaneRequest | Lane | string): string {
  const r = typeof lane === 'string' ? parseLaneSpec(lane) : ok(lane);
  if (!r.ok) return typeof lane === 'string' ? lane : '';
  const { family, backend, version, binary, options } = r.value;
  const name =
    backend === 'native'
      ? `${binary ?? family}${version ? ` ${versionWords(version)}` : ''} (native)`
      : `${family === 'z3' ? 'Z3' : 'CVC5'}${version ? ` ${versionWords(version)}` : ''}`;
  return options.length ? `${name} (${options.join(', ')})` : name;
}

/** The option that makes a family validate its own models (Z3 `model_validate=true`, CVC5 `--check-models`). */
export function modelValidationOption(family: SolverFamily): string {
  return family === 'z3' ? 'model_validate=true' : '--check-models';
}

/** Whether the lane asks its solver to check its own models (`z3+model_validate=true`, `cvc5+--check-models`). */
export function validatesModels(spec: string): boolean {
  const lane = parseLaneSpec(spec);
  return lane.ok && lane.value.options.includes(modelValidationOption(lane.value.family));
}

/** The lane without the option that makes its solver check its own models (`z3+model_validate=true+a=1` → `z3+a=1`). */
export function withoutModelValidation(spec: string): string {
  const lane = parseLaneSpec(spec);
  if (!lane.ok) return spec;
  const check = modelValidationOption(lane.value.family);
  return printLaneSpec(
    withOptions(
      lane.value,
      lane.value.options.filter((o) => o !== check),
    ),
  );
}

/** The same lane with other options (in the given order). */
export function withOptions<L extends LaneRequest | Lane>(lane: L, options: readonly string[]): L {
  const next = { ...lane, options: [...options] };
  return 'id' in next ? { ...next, id: printLaneSpec(next) } : next;
}

/** The same lane without options (`z3@4.8.17+model_validate=true` → `z3@4.8.17`). */
export function baseOf<L extends LaneRequest | Lane>(lane: L): L {
  return withOptions(lane, []);
}

/** The same lane at another version, with its options (`native:z3` at 4.8.12 → `native:z3@4.8.12`). */
export function withVersion<L extends LaneRequest | Lane>(lane: L, version: string): L {
  const next = { ...lane, version };
  return 'id' in next ? { ...next, id: printLaneSpec(next) } : next;
}

/** The family a spec names (`z3@4.8.17+a=1` → z3, `native:/opt/cvc5` → cvc5), or undefined when it is no lane. */
export function familyOf(spec: string): SolverFamily | undefined {
  const r = parseLaneSpec(spec);
  return r.ok ? r.value.family : undefined;
}

/** Whether a spec names an executable (`native:z3@4.13.3`, `native:/opt/cvc5`), not a WebAssembly build. */
export function isNativeLane(spec: string): boolean {
  const r = parseLaneSpec(spec);
  return r.ok && r.value.backend === 'native';
}

/** The version a spec names (`z3@4.8.17` → 4.8.17), or undefined when it names none. */
export function versionOf(spec: string): string | undefined {
  const r = parseLaneSpec(spec);
  return r.ok && r.value.version ? r.value.version : undefined;
}

/**
 * The family at the version, `z3@5.2.0` (the name of the dialect it reads, smtlib/dialect.ts), or the family
 * alone when the version is unknown.
 */
export function familyVersion(lane: Pick<Lane, 'family' | 'version'>): string {
  return printLaneSpec({ family: lane.family, backend: 'wasm', version: lane.version, options: [] });
}

/**
 * The options `laneId` adds after those of `base` (`z3@4.8.17+a=1` + `b=2` over `z3@4.8.17+a=1` → [`b=2`]), or
 * undefined when `laneId` is not `base` with options added (another solver, another version, other own options).
 */
export function optionsAfter(base: string, laneId: string): string[] | undefined {
  const b = parseLaneSpec(base);
  const l = parseLaneSpec(laneId);
  if (!b.ok || !l.ok) return undefined;
  if (printLaneSpec(baseOf(b.value)) !== printLaneSpec(baseOf(l.value))) return undefined;
  const own = b.value.options;
  if (l.value.options.length < own.length || own.some((o, i) => l.value.options[i] !== o)) return undefined;
  return l.value.options.slice(own.length);
}

/** The id of a lane with more options after its own (`z3@4.8.17` + `smt.relevancy=0` → `z3@4.8.17+smt.relevancy=0`). */
export function withExtraOptions(laneId: string, extra: readonly string[]): string {
  if (extra.length === 0) return laneId;
  const r = parseLaneSpec(laneId);
  return r.ok ? printLaneSpec(withOptions(r.value, [...r.value.options, ...extra])) : [laneId, ...extra].join('+');
}

/** The lanes the page offers, one per WebAssembly build it could run (CVC5 only once a build is added). */
export function offeredLanes(catalog: LaneCatalog = BUNDLED_CATALOG): Lane[] {
  const z3 = catalog.z3.map((z) => resolveLane({ family: 'z3', backend: 'wasm', version: z.version, options: [] }));
  const cvc5 = resolveLane({ family: 'cvc5', backend: 'wasm', options: [] });
  return [...z3, cvc5].flatMap((r) => (r.ok ? [r.value] : []));
}
