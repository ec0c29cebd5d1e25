// The rng seed under which a page campaign with option fuzzing finds Z3 5.2.0's horner crash on the gallery's
// horner seed (test/ui-state/horner-draw.solvers.test.ts checks the draw; report.e2e.test.ts runs it).
export const HORNER_RNG_SEED = 6727;
