// Browser entry of the model checker: a module Web Worker started by `spawnModelCheckBrowserWorker()`, which checks
// a lane's model against the mutant's text with our evaluator (model-check.ts) away from the page's main thread.
import * as Comlink from 'comlink';
import { checkModelText } from './model-check.js';
import type { ModelCheckWorkerApi } from './model-check-host.js';

const api: ModelCheckWorkerApi = {
  check: async (mutant, model) => checkModelText(mutant, model),
};

Comlink.expose(api);
