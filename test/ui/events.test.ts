// The page's intents are typed events (src/ui/events.ts): `send` dispatches one that bubbles out of shadow roots
// with its detail, a wrong detail or an undeclared name does not compile (the @ts-expect-error lines below are
// checked by `npm run typecheck`: each fails the type check if its line compiles), and no component dispatches an
// untyped CustomEvent or casts one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { send, type IntentName } from '../../src/ui/events.js';

describe('intents', () => {
  it('carry their detail, bubble and cross shadow roots', () => {
    const target = new EventTarget();
    const heard: CustomEvent[] = [];
    target.addEventListener('step-go', (e) => heard.push(e as CustomEvent));
    target.addEventListener('campaign-start', (e) => heard.push(e as CustomEvent));
    send(target, 'step-go', { step: 3 });
    send(target, 'campaign-start');
    expect(heard.map((e) => [e.type, e.detail, e.bubbles, e.composed])).toEqual([
      ['step-go', { step: 3 }, true, true],
      ['campaign-start', null, true, true],
    ]);
  });

  it('are dispatched only through `send`, and heard without casts', () => {
    const dir = 'src/ui';
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && f !== 'events.ts')
      .map((f) => ({ f, text: readFileSync(join(dir, f), 'utf8') }));
    expect(sources.filter((s) => /new CustomEvent\b/.test(s.text)).map((s) => s.f)).toEqual([]);
    expect(sources.filter((s) => /CustomEvent</.test(s.text)).map((s) => s.f)).toEqual([]);
    const shell = sources.find((s) => s.f === 'playground-app.ts')!.text;
    expect(shell).not.toMatch(/e\.detail as|as CustomEvent|\(e: [A-Z]/);
  });
});

/** Never called: its body is checked by the type checker alone. */
export function typeChecks(el: HTMLElement): void {
  send(el, 'step-go', { step: 3 });
  send(el, 'finding-delete', 'soundness|z3|QF_LIA|');
  // @ts-expect-error: step-go carries a step number
  send(el, 'step-go', { step: '3' });
  // @ts-expect-error: step-go cannot go without its detail
  send(el, 'step-go');
  // @ts-expect-error: campaign-start carries nothing
  send(el, 'campaign-start', {});
  // @ts-expect-error: finding-open carries a finding, not its signature
  send(el, 'finding-open', 'soundness|z3|QF_LIA|');
  // @ts-expect-error: no intent has this name
  send(el, 'step-goo', { step: 3 });
  el.addEventListener('lanes-change', (e) => {
    const timeoutMs: number = e.detail.timeoutMs;
    // @ts-expect-error: the detail has no such field
    void e.detail.timeout;
    void timeoutMs;
  });
  el.addEventListener('finding-delete', (e) => {
    // @ts-expect-error: a group's signature is a string
    const n: number = e.detail;
    void n;
  });
  const name: IntentName = 'findings-import';
  // @ts-expect-error: a DOM event is not an intent
  const click: IntentName = 'click';
  void [name, click];
}
