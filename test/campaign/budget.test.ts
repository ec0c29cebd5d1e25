// When a campaign stops, on a clock this test moves: out of time or stopped from outside it is cut short (queued
// runs are dropped); at its mutant cap it stops taking turns but is not cut short.
import { describe, expect, it } from 'vitest';
import { Budget } from '../../src/campaign/budget.js';

describe('Budget', () => {
  it('counts the time budget down from the start', () => {
    let t = 100;
    const budget = new Budget({ timeBudgetMs: 50 }, () => t, 100);
    expect(budget.timeLeft()).toBe(50);
    t = 140;
    expect([budget.timeLeft(), budget.cutShort(), budget.spent(0)]).toEqual([10, false, false]);
    t = 150;
    expect([budget.timeLeft(), budget.cutShort(), budget.spent(0)]).toEqual([0, true, true]);
  });

  it('has all the time in the world without a budget, until it is stopped from outside', () => {
    const stop = new AbortController();
    const budget = new Budget({}, () => 1e12, 0, stop.signal);
    expect([budget.timeLeft(), budget.cutShort()]).toEqual([Infinity, false]);
    stop.abort();
    expect([budget.cutShort(), budget.spent(0)]).toEqual([true, true]);
  });

  it('stops taking turns at the mutant cap without cutting the campaign short', () => {
    const budget = new Budget({ maxMutants: 3 }, () => 0, 0);
    expect([budget.spent(2), budget.spent(3), budget.cutShort()]).toEqual([false, true, false]);
  });
});
