// A campaign from the page: its plan and seeds (the editor's, or the whole gallery), run on the enabled lanes, which
// stay locked until it ends; its findings stored as it goes, the live checks resumed after. A part of the
// coordinator (playground.ts); the campaign's own session is campaign-control.ts.
import type { CampaignStore } from '../campaign/store.js';
import type { Finding } from '../finding/record.js';
import { CampaignSession, type CampaignPlan } from './campaign-control.js';
import { campaignGroupsOf, type PlaygroundFindings } from './playground-findings.js';
import type { PageState } from './playground-view.js';

export class PlaygroundCampaign {
  private campaign: CampaignSession | undefined;

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
    };
    try {
      await session.run(plan, seeds, deps.runner(state.laneIds), store, extras);
    } finally {
      if (this.campaign === session) state.set({ lanesLocked: '' });
      this.findings.live.resume();
    }
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
