// Node worker_thread entry of the Z3 WASM backend (the CLI and the tests). Start it with
// `spawnZ3NodeWorker()`. WorkerInit.source is the npm package (or alias) of the Z3 version.
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import { loadZ3Node } from './load-node.js';
import { createZ3WorkerApi } from './worker-core.js';

if (!parentPort) throw new Error('z3.node-worker.ts must run in a worker_thread');
Comlink.expose(
  createZ3WorkerApi((pkg, onStderr) => loadZ3Node(pkg, { onStderr })),
  nodeEndpoint(parentPort),
);
