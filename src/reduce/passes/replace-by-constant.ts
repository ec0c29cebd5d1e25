// Replaces a non-constant term by a simple constant of its sort.
import { simpleConstants } from '../constants.js';
import { termPass } from './term-pass.js';

export const replaceByConstant = termPass('replace-by-constant', (t) =>
  t.kind === 'const' || (t.kind === 'app' && t.args.length === 0) ? [] : simpleConstants(t.sort),
);
