// The newest Z3 release, for a live check (`smtplay report`, `smtplay triage`, bench:yield): npm's newest, fetched
// into the release cache on demand. Without the registry it is the newest release at hand (bundled or cached), and
// the note says so, since a newer one may exist.
import {
  ensureZ3Release,
  knownZ3Versions,
  z3BuildsAtHand,
  Z3ReleaseError,
  type ReleaseOptions,
} from '../solvers/z3/releases.js';

export interface NewestZ3 {
  version: string;
  /** Set when it is not npm's newest for sure: why, in one sentence. */
  note?: string;
}

export async function newestZ3(options: ReleaseOptions = {}): Promise<NewestZ3> {
  try {
    const known = await knownZ3Versions(options);
    const newest = known[known.length - 1];
    if (newest === undefined) throw new Z3ReleaseError('missing', 'npm lists no z3-solver release');
    await ensureZ3Release(newest, options);
    return { version: newest };
  } catch (e) {
    if (!(e instanceof Z3ReleaseError)) throw e;
    const atHand = z3BuildsAtHand(options)[0]!.version;
    return {
      version: atHand,
      note: `${e.message.replace(/\.$/, '')}: checked against Z3 ${atHand}, the newest release at hand (a newer one may exist)`,
    };
  }
}
