// Every component's intents, heard where they bubble up to the shell (ui/events.ts declares them) and handed on: to
// the coordinator (ui-state/playground.ts), through app-focus.ts when the focus or a panel goes with them.
import type { Playground } from '../ui-state/playground.js';
import { seedStatus } from '../ui-state/seed-status.js';
import type { AppFocus } from './app-focus.js';

export function hearIntents(shell: HTMLElement, app: Playground, focus: AppFocus, lanesChanged: () => void): void {
  const on = shell.addEventListener.bind(shell);
  on('gallery-pick', (e) => app.setSeed(e.detail.text));
  on('gallery-show-bug', (e) => void app.showBug(e.detail));
  on('seed-change', (e) => app.setSeed(e.detail.text, seedStatus(e.detail.diagnostics).ok));
  on('lanes-change', (e) => {
    void app.setLanes(e.detail.lanes, e.detail.timeoutMs);
    lanesChanged();
  });
  on('step-config', (e) => app.configureStep(e.detail));
  on('second-seed', (e) => app.setSecondSeed(e.detail.text));
  on('step-go', (e) => void focus.keepFocus(() => app.go(e.detail.step)));
  on('step-run', () => void focus.keepFocus(() => app.rerun()));
  on('share', () => void app.shareStep());
  on('step-reduce', () => void focus.reduce());
  on('step-bisect', () => void focus.bisect());
  on('step-report', () => void focus.report());
  on('download-bundle', () => void app.downloadBundle());
  on('share-rerun', () => void focus.keepFocus(() => app.rerunLink()));
  on('share-cancel', () => app.cancelLink());
  on('share-formula', () => app.downloadLinkFormula());
  on('campaign-plan', (e) => app.setCampaign({ plan: e.detail }));
  on('campaign-seeds', (e) => app.setCampaign({ allSeeds: e.detail.all }));
  on('campaign-lab', () => void app.classLab());
  on('campaign-export', (e) => app.exportCampaign(e.detail.format));
  on('lesson-open', (e) => app.openLesson(e.detail.id));
  on('lesson-predict', (e) => app.predictLesson(e.detail.prediction));
  on('lesson-run', () => void app.runLesson());
  on('campaign-start', () => void focus.startCampaign());
  on('campaign-pause', () => app.pauseCampaign());
  on('campaign-resume', () => app.resumeCampaign());
  on('campaign-stop', () => app.stopCampaign());
  on('finding-open', (e) => void focus.open(e.detail));
  on('finding-reduce', (e) => void focus.reduce(e.detail));
  on('finding-bisect', (e) => void focus.bisect(e.detail));
  on('finding-link', (e) => void app.shareFinding(e.detail));
  on('finding-report', (e) => void focus.report(e.detail));
  on('finding-bundle', (e) => void app.downloadBundle(e.detail));
  on('finding-delete', (e) => void app.removeFindings(e.detail));
  on('findings-clear', () => void app.clearFindings());
  on('findings-export', () => app.exportFindings());
  on('findings-import', (e) => void app.importFindings(e.detail.text, e.detail.name));
  on('report-choose', (e) => app.chooseReport(e.detail));
  on('report-open-issue', () => void app.openIssue());
  on('report-copy', () => void app.copyReport());
  on('report-mark', (e) => void app.markFinding(e.detail.status, e.detail.url));
  on('report-close', () => void focus.closePanel('report', () => app.closeReport()));
  on('reduce-cancel', () => app.cancelReduce());
  on('reduce-close', () => void focus.closePanel('reduce', () => app.closeReduce()));
  on('bisect-cancel', () => app.cancelBisect());
  on('bisect-close', () => void focus.closePanel('bisect', () => app.closeBisect()));
  on('tour-next', () => app.tourNext());
  on('tour-back', () => app.tourBack());
  on('tour-close', () => app.closeTour());
}
