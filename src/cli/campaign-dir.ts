// The campaign folder: campaign.json (what to run, for --resume and rebuilding mutants) and
// summary.json (the stats, written when a run ends).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SolverInfo } from '../campaign/finding.js';
import type { CampaignConfig, CampaignResult } from '../campaign/types.js';

export interface CampaignFile {
  config: CampaignConfig;
  /** Seed files after sharding, as given on the command line. */
  seeds: string[];
  solvers: string[];
  /** STORM's reference lane (--reference), when it is not the first Z3 lane under test. */
  reference?: string;
  /** `i/N` as resolved when the campaign started (--shard i/N, or auto from a Kubernetes or Slurm variable). */
  shard?: string;
  /** --known paths: a plain --resume reads them again. */
  known?: string[];
}

export function campaignFilePath(dir: string): string {
  return join(dir, 'campaign.json');
}

export function readCampaignFile(dir: string): CampaignFile | undefined {
  const file = campaignFilePath(dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CampaignFile) : undefined;
}

export async function writeCampaignFile(dir: string, campaign: CampaignFile): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(campaignFilePath(dir), JSON.stringify(campaign, null, 2) + '\n');
}

export function summaryOf(result: CampaignResult, solvers: readonly SolverInfo[]): object {
  return { ...result.stats, findings: result.groups, skippedSeeds: result.skipped, solvers };
}

export async function writeSummary(dir: string, summary: object): Promise<void> {
  await writeFile(join(dir, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
}
