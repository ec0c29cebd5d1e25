// The intents the page's components send up to the app shell (ui/playground-app.ts), declared once: each event's
// name and what it carries. They join the DOM's HTMLElementEventMap, so `send` (a component dispatching one) and
// `addEventListener` (the shell hearing it) type-check the name and the detail together: a wrong detail, or a name
// nobody declared, does not compile.
import type { Finding } from '../finding/record.js';
import type { FindingStatus } from '../finding/state.js';
import type { Tracker } from '../finding/report/index.js';
import type { Diagnostics } from '../smtlib/diagnose.js';
import type { CampaignPlan } from '../ui-state/campaign-control.js';
import type { LaneChoice } from '../ui-state/lanes.js';
import type { Prediction } from '../ui-state/lessons.js';
import type { StepConfig } from '../ui-state/step-session.js';
import type { GalleryExample } from './gallery/examples.js';

/** Every intent, and its detail (`undefined`: the name says it all). */
export interface IntentDetails {
  // The seed and the lanes.
  'gallery-pick': GalleryExample;
  /** The gallery entry whose real bug to show (its id). */
  'gallery-show-bug': string;
  'seed-change': { text: string; diagnostics: Diagnostics };
  'lanes-change': { lanes: LaneChoice[]; timeoutMs: number };
  // Step mode.
  'step-config': StepConfig;
  /** Fusion's second seed; none: the gallery's choice. */
  'second-seed': { text?: string };
  'step-go': { step: number };
  'step-run': undefined;
  share: undefined;
  'step-reduce': undefined;
  'step-bisect': undefined;
  /** The report of the step's finding (its reduced form once reduced). */
  'step-report': undefined;
  /** The step's finding (or the link's) as a tar bundle. */
  'download-bundle': undefined;
  'share-rerun': undefined;
  /** Stop waiting for an opened link's run. */
  'share-cancel': undefined;
  /** Download the formula of a link the page refused (to run it with `smtplay solve`). */
  'share-formula': undefined;
  // Lessons.
  'lesson-open': { id: string };
  'lesson-predict': { prediction: Prediction };
  'lesson-run': undefined;
  // A campaign.
  'campaign-plan': CampaignPlan;
  'campaign-seeds': { all: boolean };
  /** Set up the class lab (ui-state/class-lab.ts): its lanes, the six mutators, every gallery seed, three minutes. */
  'campaign-lab': undefined;
  /** Download the campaign's per-mutator and per-lane tables. */
  'campaign-export': { format: 'csv' | 'json' };
  'campaign-start': undefined;
  'campaign-pause': undefined;
  'campaign-resume': undefined;
  'campaign-stop': undefined;
  // A finding group's actions (ui/finding-item.ts), in the findings list and a campaign's.
  'finding-open': Finding;
  'finding-reduce': Finding;
  'finding-bisect': Finding;
  'finding-link': Finding;
  /** Open the finding's report (its tracker's form; its reduced form when there is one). */
  'finding-report': Finding;
  'finding-bundle': Finding;
  /** The signature of the group to delete. */
  'finding-delete': string;
  // The findings list.
  'findings-clear': undefined;
  'findings-export': undefined;
  'findings-import': { text: string; name: string };
  // The report panel.
  'report-choose': { tracker?: Tracker; force?: boolean };
  'report-open-issue': undefined;
  'report-copy': undefined;
  'report-mark': { status: FindingStatus; url?: string };
  'report-close': undefined;
  // The reduce, bisect and tour panels.
  'reduce-cancel': undefined;
  'reduce-close': undefined;
  'bisect-cancel': undefined;
  'bisect-close': undefined;
  'tour-next': undefined;
  'tour-back': undefined;
  'tour-close': undefined;
}

export type IntentName = keyof IntentDetails;

/** The event that carries an intent. */
export type Intent<K extends IntentName> = CustomEvent<IntentDetails[K]>;

type IntentEvents = { [K in IntentName]: Intent<K> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends IntentEvents {}
}

/** Compiles only while no intent reuses the name of a DOM event (its type would merge into that event's). */
export type NoDomNameClash = True<
  [Extract<IntentName, keyof GlobalEventHandlersEventMap | keyof ElementEventMap>] extends [never] ? true : false
>;
type True<T extends true> = T;

/** What `send` takes after the name: the detail, or nothing for an intent without one. */
export type DetailArgs<K extends IntentName> = IntentDetails[K] extends undefined ? [] : [detail: IntentDetails[K]];

/** Dispatches an intent from a component: it bubbles, and crosses shadow roots up to the shell. */
export function send<K extends IntentName>(from: EventTarget, name: K, ...detail: DetailArgs<K>): void {
  const event: Intent<K> = new CustomEvent(name, { detail: detail[0], bubbles: true, composed: true });
  from.dispatchEvent(event);
}
