import { describe, expect, it } from 'vitest';
import { FocusReturn } from '../../src/ui-state/focus-return.js';

describe('FocusReturn', () => {
  it('gives the focus back to the control that started an action when the focus was lost', () => {
    const focus = new FocusReturn<string>();
    const mutate = focus.started('mutate');
    expect(focus.ended(mutate, true)).toBe('mutate');
  });

  it('leaves the focus where the person moved it', () => {
    const focus = new FocusReturn<string>();
    const start = focus.started('campaign-start');
    expect(focus.ended(start, false)).toBeUndefined();
    expect(focus.waiting).toBe(0);
  });

  it('ends each action once, and keeps overlapping actions apart', () => {
    const focus = new FocusReturn<string>();
    const report = focus.started('finding-report');
    const reduce = focus.started('step-reduce');
    expect(focus.ended(reduce, true)).toBe('step-reduce');
    expect(focus.ended(reduce, true)).toBeUndefined();
    expect(focus.waiting).toBe(1);
    expect(focus.ended(report, true)).toBe('finding-report');
    expect(focus.waiting).toBe(0);
  });

  it('has nothing to give back when nothing had the focus', () => {
    const focus = new FocusReturn<string>();
    const token = focus.started(undefined);
    expect(focus.ended(token, true)).toBeUndefined();
  });
});
