// The campaign folder: campaign.json (what to run, for --resume and rebuilding mutants) and
// summary.json (the stats, written when a run ends).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SolverInfo } from '../finding/record.js';
import type { CampaignConfig, CampaignResult } from '../campaign/types.js';
import { UsageError } from './io.js';

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

/** The campaign in DIR, undefined when there is none; a campaign.json smtplay did not write is a usage error. */
export function readCampaignFile(dir: string): CampaignFile | undefined {
  const file = campaignFilePath(dir);
  if (!existsSync(file)) return undefined;
  let read: unknown;
  try {
    read = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(
      `${file} is not a campaign file (${(e as Error).message.replace(/\s+/g, ' ')}): choose another --out`,
    );
  }
  const c = read as Partial<CampaignFile> | null;
  const isList = (x: unknown): boolean => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (typeof c?.config !== 'object' || c.config === null || !isList(c.seeds) || !isList(c.solvers))
    throw new UsageError(`${file} is not a campaign file (no config, seeds and solvers): choose another --out`);
  return c as CampaignFile;
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
