// The emscripten test fixture in the shape of cvc5's released cvc5-Wasm.zip (test/fixtures/emscripten-cli/
// build.sh builds it with exactly cvc5's flags): where it is, what build-record.json says, and a pin for it in
// the form of wasm/cvc5-release.json, so the Pages workflow's own steps can run on it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cvc5Pin } from '../../src/solvers/cvc5/fetch-release.js';

export const FIXTURE_DIR = new URL('../fixtures/emscripten-cli/', import.meta.url).pathname;
export const FIXTURE_ZIP = join(FIXTURE_DIR, 'cvc5-Wasm.zip');
/** What the fixture's `--version` says. */
export const FIXTURE_VERSION = '0.1.0';

export interface BuildRecord {
  emcc: string;
  sources: Record<string, string>;
  outputs: Record<string, string>;
}

export function buildRecord(): BuildRecord {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, 'build-record.json'), 'utf8')) as BuildRecord;
}

/** The fixture zip's pin, with the SHA-256 recorded when it was built. */
export function fixturePin(overrides: Partial<Cvc5Pin> = {}): Cvc5Pin {
  return {
    version: FIXTURE_VERSION,
    tag: `cvc5-${FIXTURE_VERSION}`,
    asset: 'cvc5-Wasm.zip',
    url: 'http://127.0.0.1:9/cvc5-Wasm.zip',
    sha256: buildRecord().outputs['cvc5-Wasm.zip']!,
    ...overrides,
  };
}

/** Writes a pin file for wasm/fetch-cvc5.ts --pin. */
export function writePinFile(path: string, pin: Cvc5Pin): string {
  writeFileSync(path, `${JSON.stringify(pin, null, 2)}\n`);
  return path;
}
