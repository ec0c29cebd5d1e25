// The committed emscripten fixture is the build of the committed source: build.sh recorded the SHA-256 of
// fake-solver.c and of itself, and of every output, in build-record.json. CI has no emscripten, so this is how
// a change to the source (or to the flags) without a rebuild is caught: run build.sh and commit its outputs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../src/solvers/cvc5/unzip.js';
import { buildRecord, FIXTURE_DIR, FIXTURE_ZIP } from '../support/cvc5-fixture.js';

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const fileSha = (name: string): string => sha(readFileSync(join(FIXTURE_DIR, name)));

describe('the emscripten fixture (test/fixtures/emscripten-cli)', () => {
  const record = buildRecord();

  it('was built from the committed fake-solver.c and build.sh (else: bash test/fixtures/emscripten-cli/build.sh)', () => {
    for (const [name, hash] of Object.entries(record.sources))
      expect({ name, hash: fileSha(name) }).toEqual({ name, hash });
    expect(Object.keys(record.sources).sort()).toEqual(['build.sh', 'fake-solver.c']);
  });

  it('the committed outputs are the recorded ones', () => {
    for (const name of ['fake-solver.js', 'fake-solver-plain.js', 'fake-solver.wasm', 'cvc5-Wasm.zip'])
      expect({ name, hash: fileSha(name) }).toEqual({ name, hash: record.outputs[name] });
  });

  it("the zip has cvc5's layout (cvc5-Wasm/ with cvc5.js and cvc5.wasm), with the recorded build inside", () => {
    const entries = readZip(readFileSync(FIXTURE_ZIP));
    expect(entries.map((e) => e.path)).toEqual(['cvc5-Wasm/', 'cvc5-Wasm/cvc5.js', 'cvc5-Wasm/cvc5.wasm']);
    for (const e of entries.slice(1))
      expect({ path: e.path, hash: sha(e.data) }).toEqual({ path: e.path, hash: record.outputs[e.path] });
  });

  it("the zipped build uses exactly cvc5's flags (build.sh's OFFICIAL list, as they show in the glue)", () => {
    const glue = new TextDecoder().decode(readZip(readFileSync(FIXTURE_ZIP))[1]!.data);
    // ENVIRONMENT=web only, no MODULARIZE, main run on load, INCOMING_MODULE_JS_API enforced, ASSERTIONS on.
    expect(glue).toMatch(/var ENVIRONMENT_IS_WEB=true;var ENVIRONMENT_IS_WORKER=false;var ENVIRONMENT_IS_NODE=false/);
    expect(glue).toMatch(/^var Module=typeof Module!="undefined"\?Module:\{\}/);
    expect(glue).toMatch(/var shouldRunNow=true;/);
    expect(glue).toMatch(/ignoredModuleProp\("instantiateWasm"\)/);
    expect(glue).toMatch(/Module\["callMain"\]=callMain/);
    expect(glue).toMatch(/Module\["FS"\]=FS/);
    expect(glue).toMatch(/Module\["ccall"\]=ccall/);
    expect(glue).not.toMatch(/module\.exports/);
    const build = readFileSync(join(FIXTURE_DIR, 'build.sh'), 'utf8');
    for (const flag of [
      '-sENVIRONMENT=web',
      '-sEXPORTED_FUNCTIONS=_main',
      '-sINVOKE_RUN=1',
      '-sEXIT_RUNTIME=0',
      '-sASSERTIONS=1',
      '-sNO_DISABLE_EXCEPTION_CATCHING=1',
      '-sALLOW_MEMORY_GROWTH=1',
      '-sMAXIMUM_MEMORY=2147483648',
      `'-sEXPORTED_RUNTIME_METHODS=["ccall","cwrap","callMain","FS"]'`,
      `'-sINCOMING_MODULE_JS_API=["arguments","canvas","monitorRunDependencies","print","setStatus","locateFile","printErr","onRuntimeInitialized","preRun","onAbort","stdin"]'`,
    ])
      expect(build).toContain(flag);
  });
});
