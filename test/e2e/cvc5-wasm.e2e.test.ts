// The CVC5 WASM browser worker (src/solvers/cvc5/cvc5.worker.ts, a module worker that fetches the classic
// emscripten glue and evaluates it) in Debian's Chromium, against the emscripten test module
// test/fixtures/emscripten-cli/fake-solver, whose runs can be made to hang or abort on cue (the real cvc5 1.3.2 build
// in the same worker: cvc5-build.e2e.test.ts).
// The page's browser context serves the fixture under /__cvc5-fixture/ (browser-served.ts), like public/ serves a
// real build.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../support/cvc5-fixture.js';
import { serveInContext } from './browser-served.js';
import { useE2eEnv } from './shared-env.js';

const FIXTURE_FILES = {
  'cvc5.js': join(FIXTURE_DIR, 'fake-solver.js'),
  'cvc5.wasm': join(FIXTURE_DIR, 'fake-solver.wasm'),
};

const IN_PAGE = `(async () => {
  const av = await import('/src/solvers/cvc5/availability.ts');
  const spawn = await import('/src/solvers/cvc5/spawn-browser.ts');
  const out = {};
  out.present = (await av.checkCvc5Availability('/__cvc5-fixture/')).available;
  out.absent = (await av.checkCvc5Availability('/__cvc5-absent/')).available;
  const init = { family: 'cvc5', source: '/__cvc5-fixture/cvc5.js', options: ['--produce-models'] };
  const w = spawn.spawnCvc5BrowserWorker();
  out.info = await w.api.init(init);
  out.run = await w.api.run('; answer: unsat\\n(check-sat)\\n; args\\n; counter\\n; stderr\\n; stdin\\n', 5000);
  out.crash = await w.api.run('(check-sat)\\n; crash\\n', 5000);
  out.afterCrash = (await w.api.run('; counter\\n', 5000)).stdout;
  const hang = w.api.run('; hang\\n', 500);
  out.hang = await Promise.race([hang.then(() => 'settled'), new Promise((r) => setTimeout(() => r('still running'), 1500))]);
  w.terminate();
  const w2 = spawn.spawnCvc5BrowserWorker();
  await w2.api.init(init);
  out.afterRespawn = (await w2.api.run('; answer: unsat\\n(check-sat)\\n', 5000)).stdout;
  w2.terminate();
  return out;
})()`;

describe('CVC5 WASM worker in Chromium', () => {
  const env = useE2eEnv();

  it('loads the glue in a module worker, answers, isolates runs, and recovers from a hang by termination', async () => {
    const page = await env.browser.newPage();
    await serveInContext(page.context(), `${env.url}__cvc5-fixture/`, FIXTURE_FILES);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(env.url);
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);

    // Passed as text: Vitest rewrites `import()` in this file, and the page must do its own imports.
    const result = (await page.evaluate(IN_PAGE)) as Record<string, unknown>;

    expect(result).toMatchObject({
      present: true,
      absent: false,
      info: { version: '0.1.0' },
      run: {
        stdout: 'unsat\narg --tlimit-per=5000\narg --produce-models\ncounter 1\nstdin: 0 bytes\n',
        stderr: 'fake-solver: a warning on stderr\n',
        exitCode: 0,
      },
      crash: { stdout: 'sat\n', exitCode: null, trap: expect.stringMatching(/^RuntimeError: Aborted\(/) },
      afterCrash: 'counter 1\n',
      hang: 'still running',
      afterRespawn: 'unsat\n',
    });
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
