// Debian's z3 4.8.12 in a persistent process against a process per run, on every public seed (native-persistent-corpus.ts).
import { describePersistentOnCorpus } from './native-persistent-corpus.js';
import { Z3_NATIVE } from './native-lanes.js';

describePersistentOnCorpus(Z3_NATIVE, 'z3 4.8.12');
