// Under which configuration a finding shows: the solver's default one, or options (a lane's own or drawn ones).
// Model validation (Z3 `model_validate=true`, cvc5 `--check-models`) only checks an answer, so it does not count.
// A bug under the default configuration is what every user of the solver meets: triage ranks it first.
import { modelValidationOption, parseLaneSpec } from '../solvers/lane-spec.js';
import type { Finding } from './record.js';

/** The options on the finding's misbehaving lanes, model validation left out. */
export function optionsThatMatter(f: Pick<Finding, 'lanes'>): string[] {
  return [
    ...new Set(
      f.lanes.flatMap((id) => {
        const lane = parseLaneSpec(id);
        if (!lane.ok) return [];
        const check = modelValidationOption(lane.value.family);
        return lane.value.options.filter((o) => o !== check);
      }),
    ),
  ];
}

export const underDefaultConfiguration = (f: Pick<Finding, 'lanes'>): boolean => optionsThatMatter(f).length === 0;
