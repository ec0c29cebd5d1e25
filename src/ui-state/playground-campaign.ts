// A campaign from the page: its plan and seeds (the editor's, or the whole gallery), run on the enabled lanes, which
// stay locked until it ends; its findings stored as it goes, the live checks resumed after. A part of the
// coordinator (playground.ts); the campaign's own session is campaign-control.ts.
import type { CampaignStore } from '../campaign/store.js';
import type { Finding } from '../finding/record.js';
import { CampaignSession, type CampaignPlan } from './campaign-control.js';
import { resultTables, resultsCsv, resultsJson } from './campaign-results.js';
import { campaignGroupsOf, type PlaygroundFindings } from './playground-findings.js';
import type { PageState } from './playground-view.js';

/** The versions the lanes' builds report, for the findings' records (a lane not started yet has none). */
function versionsOf(laneIds: readonly string[], version: (id: string) => string | undefined): Record<string, string> {
  return Object.fromEntries(laneIds.flatMap((id) => (version(id) ? [[id, version(id)!]] : [])));
}

export class PlaygroundCampaign {
  private campaign: CampaignSession | undefined;
  /** The lanes of the last campaign started (its per-lane table's rows). */
  private lanes: string[] = [];

  constructor(
    private readonly state: PageState,
    private readonly findings: PlaygroundFindings,
  ) {}

  setCampaign(patch: { plan?: CampaignPlan; allSeeds?: boolean }): void {
    this.state.set({
      ...(patch.plan ? { campaignPlan: patch.plan } : {}),
      ...(patch.allSeeds !== undefined ? { allSeeds: patch.allSeeds } : {}),
    });
  }

  async start(): Promise<void> {
    const { state } = this;
    if (state.view.lanesLocked || state.laneIds.length === 0) return;
    const session = new CampaignSession((campaignView) =>
      state.set({ campaignView, campaignGroups: campaignGroupsOf(state.view.groups, campaignView) }),
    );
    this.campaign = session;
    this.lanes = [...state.laneIds];
    const { deps, view } = state;
    const seeds = view.allSeeds
      ? deps.gallery.map((g) => ({ id: g.id, text: g.text }))
      : [{ id: view.gallery || 'editor', text: view.step.seed }];
    const plan = { ...view.campaignPlan, timeoutMs: view.timeoutMs };
    const shelf = deps.findings.campaignStore();
    const store: CampaignStore = {
      ...shelf,
      saveFinding: (f: Finding) => this.findings.store(f),
      countOccurrence: async (o) => {
        await shelf.countOccurrence?.(o);
        this.findings.show();
      },
    };
    state.set({ lanesLocked: 'a campaign is running: stop it to change lanes' });
    const extras = {
      ...(await deps.campaignExtras?.(state.laneIds, plan)),
      ...(deps.modelChecker ? { modelChecker: deps.modelChecker } : {}),
      versions: versionsOf(state.laneIds, (id) => deps.version(id)),
    };
    try {
      await session.run(plan, seeds, deps.runner(state.laneIds), store, extras);
    } finally {
      if (this.campaign === session) state.set({ lanesLocked: '' });
      this.findings.live.resume();
    }
  }

  /** The campaign's per-mutator and per-lane tables (and its history) as a download, CSV or JSON. */
  exportResults(format: 'csv' | 'json'): void {
    const { view, deps } = this.state;
    const stats = view.campaignView.stats;
    if (!stats) return;
    const tables = resultTables(stats, this.lanes);
    const plan = view.campaignPlan;
    const text =
      format === 'csv'
        ? resultsCsv(tables)
        : resultsJson(
            tables,
            { rngSeed: plan.rngSeed, seconds: stats.wallSeconds, lanes: this.lanes },
            view.campaignView.history,
          );
    const name = `campaign-rng${plan.rngSeed}.${format}`;
    deps.download(name, new TextEncoder().encode(text), format === 'csv' ? 'text/csv' : 'application/json');
    this.state.say('campaign-export', `${name} downloaded.`);
  }

  pause(): void {
    this.campaign?.pause();
  }

  resume(): void {
    this.campaign?.resume();
  }

  stop(): void {
    this.campaign?.stop();
  }
}
