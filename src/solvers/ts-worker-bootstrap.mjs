// Entry of a worker_thread whose real entry is TypeScript: registers tsx in this thread, then imports
// workerData.entry. (Node 20 does not apply `execArgv: ['--import', 'tsx']` to a worker's own entry module.)
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
