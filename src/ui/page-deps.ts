// The browser's I/O as the playground's coordinator takes it (ui-state/playground-deps.ts): the lanes
// (lane-service.ts), IndexedDB (persist.ts), the clipboard, downloads, new tabs, the page's address and platform,
// the gallery, the model-check worker and what a campaign uses beyond its lanes (campaign-extras.ts).
import { ModelCheckHost } from '../oracles/model-check-host.js';
import { spawnModelCheckBrowserWorker } from '../oracles/spawn-model-check-browser.js';
import { browserPlatform } from '../ui-state/platform.js';
import { wasmBuildFacts } from '../finding/report/build-facts.js';
import type { PlaygroundDeps } from '../ui-state/playground.js';
import { campaignExtras } from './campaign-extras.js';
import { download } from './download.js';
import { GALLERY } from './gallery/examples.js';
import type { LaneService } from './lane-service.js';
import { pageLinkHome } from './page-link-home.js';
import { load, save, type FindingShelf } from './persist.js';
import { browserFacts } from './platform.js';

export function pageDeps(service: LaneService, shelf: FindingShelf): PlaygroundDeps {
  const facts = browserFacts();
  return {
    run: service.run,
    runner: (ids) => service.runner(ids),
    syncLanes: (ids) => service.sync(ids),
    version: (id) => service.state(id).version,
    laneProblem: (base) => service.problem(base),
    load,
    save,
    findings: shelf,
    copy: (text) => navigator.clipboard.writeText(text),
    download,
    // A new tab the person reviews and submits; 'noopener' gives it no handle on this page.
    openUrl: (url) => void window.open(url, '_blank', 'noopener'),
    platform: () => browserPlatform(facts),
    // A report names the page's CVC5 build as the module describes itself.
    builds: () => (lane) => {
      const build = lane.backend === 'wasm' && lane.version ? service.buildOf(lane.family, lane.version) : undefined;
      return build ? wasmBuildFacts(build) : undefined;
    },
    linkHome: pageLinkHome,
    gallery: GALLERY,
    // A campaign's model checks run in a worker, under a time bound: never on this thread.
    modelChecker: new ModelCheckHost(spawnModelCheckBrowserWorker),
    campaignExtras: (ids, plan) => campaignExtras(service, ids, plan),
  };
}
