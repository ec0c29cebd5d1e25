// The newest native z3 that the pretest installed, in a persistent process against a process per run, on every
// public seed (native-persistent-corpus.ts).
import { describePersistentOnCorpus } from './native-persistent-corpus.js';
import { installedLanes } from './native-lanes.js';

describePersistentOnCorpus(
  installedLanes().find((l) => l.family === 'z3'),
  'no newest native z3: run `bash scripts/newest-solvers.sh` (npm test does it)',
);
