// The worker glues' types, checked by the compiler (`tsc --noEmit` reads test/; at run time expectTypeOf does
// nothing): what Comlink's `wrap` gives each glue has the worker contract's methods with their own types, so the glues
// need no cast, and a change to the contract or to Comlink that breaks this fails the typecheck.
import type { Remote } from 'comlink';
import { describe, expectTypeOf, it } from 'vitest';
import type { ModelCheck } from '../../src/oracles/model-check.js';
import type { ModelCheckWorkerApi, SpawnedModelChecker } from '../../src/oracles/model-check-host.js';
import type { wrapBrowserWorker } from '../../src/solvers/browser-worker.js';
import type { SpawnedWorker } from '../../src/solvers/host.js';
import type { wrapNodeWorker } from '../../src/solvers/node-worker.js';
import type { RawRun, SolverWorkerApi, WorkerInfo, WorkerInit } from '../../src/solvers/worker-api.js';

type BrowserSolver = ReturnType<typeof wrapBrowserWorker<SolverWorkerApi>>['api'];
type BrowserChecker = ReturnType<typeof wrapBrowserWorker<ModelCheckWorkerApi>>['api'];

describe('the worker glues (types)', () => {
  it('the browser glue gives the solver worker methods with their own parameters and promises', () => {
    expectTypeOf<BrowserSolver>().toEqualTypeOf<Remote<SolverWorkerApi>>();
    expectTypeOf<BrowserSolver['init']>().parameters.toEqualTypeOf<[WorkerInit]>();
    expectTypeOf<BrowserSolver['init']>().returns.toEqualTypeOf<Promise<WorkerInfo>>();
    expectTypeOf<BrowserSolver['run']>().parameters.toEqualTypeOf<[string, number, (readonly string[] | undefined)?]>();
    expectTypeOf<BrowserSolver['run']>().returns.toEqualTypeOf<Promise<RawRun>>();
    // Comlink promises each member of a union apart: Promise<string> | Promise<undefined>, awaited as one.
    expectTypeOf<Awaited<ReturnType<BrowserSolver['describeOptions']>>>().toEqualTypeOf<string | undefined>();
    expectTypeOf<BrowserSolver['interrupt']>().returns.toEqualTypeOf<Promise<void>>();
    // A promise stays one promise across the wire (never a promise of a promise).
    expectTypeOf<BrowserSolver['run']>().returns.not.toEqualTypeOf<Promise<Promise<RawRun>>>();
  });

  it('what the glues give is what the hosts take, without a cast', () => {
    expectTypeOf<BrowserSolver>().toExtend<SolverWorkerApi>();
    expectTypeOf<ReturnType<typeof wrapBrowserWorker<SolverWorkerApi>>>().toExtend<SpawnedWorker>();
    expectTypeOf<ReturnType<typeof wrapNodeWorker>>().toEqualTypeOf<SpawnedWorker>();
    expectTypeOf<ReturnType<typeof wrapBrowserWorker<ModelCheckWorkerApi>>>().toExtend<SpawnedModelChecker>();
  });

  it("the model checker's glue gives check(mutant, model) → Promise<ModelCheck>", () => {
    expectTypeOf<BrowserChecker['check']>().parameters.toEqualTypeOf<[string, string]>();
    expectTypeOf<BrowserChecker['check']>().returns.toExtend<Promise<ModelCheck>>();
    expectTypeOf<Awaited<ReturnType<BrowserChecker['check']>>>().toEqualTypeOf<ModelCheck>();
  });
});
