// Rebuilds a finding's mutant from its id alone (plus the campaign config and seed texts), checks it is
// the mutant that was recorded, solves it again and checks the same signature comes back.
import { expect } from 'vitest';
import { parseMutantId } from '../../src/campaign/mutant-id.js';
import { logicOf, rebuildMutant } from '../../src/campaign/mutants.js';
import { inputOf, parseSeed } from '../../src/campaign/prepare.js';
import { signatureOf } from '../../src/campaign/signature.js';
import type { CampaignConfig, CampaignSeed, FindingRecord } from '../../src/campaign/types.js';
import { judge } from '../../src/oracles/index.js';
import type { SolverPool } from '../../src/solvers/pool.js';

export async function expectReproduces(
  finding: FindingRecord,
  config: CampaignConfig,
  seeds: readonly CampaignSeed[],
  pool: SolverPool,
  timeoutMs: number,
): Promise<void> {
  const id = parseMutantId(finding.mutantId)!;
  const seed = seeds.find((s) => s.id === id.seedId)!;
  const prepared = parseSeed(seed);
  if (!prepared.ok) throw new Error(prepared.reason);
  const input = inputOf({
    ...prepared,
    ...(finding.seedLabel ? { label: finding.seedLabel } : {}),
    ...(finding.reference ? { reference: finding.reference } : {}),
  });
  const rebuilt = rebuildMutant(config, id, input)!;
  expect(rebuilt.text).toBe(finding.mutant);
  const outcomes = await Promise.all(pool.lanes.map((l) => pool.run(l.id, rebuilt.text, { timeoutMs })));
  const rules = rebuilt.result.trace.map((t) => t.rule);
  const again = judge(rebuilt.result.mutant, rebuilt.result.oracle, outcomes).findings.map((f) =>
    signatureOf(f, logicOf(prepared.script), rules),
  );
  expect(again).toContain(finding.signature);
}
