#!/usr/bin/env node
// Usage: node scripts/ci-timeline.mjs NAME=REPORT.json… (run by .ci/run after its side-by-side tiers). Reads
// Vitest's JSON reports (`--reporter=json`) and prints, per tier, where its wall time went: how long one file ran
// alone (a worker idle: the tail that the order of the files decides) and how long none did (imports, set-up), the
// longest files, and the last to end with when each started. CI's 25-minute goal is met by sharing work or by a
// better order, and this is the figure that says which; a CI log keeps it (BENCHMARKS.md, "CI time").
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Seconds in which exactly `n` files ran, for n = 0, 1 and 2 or more, from the first start to the last end. */
function occupancy(files, from, to) {
  const edges = files.flatMap((f) => [
    { at: f.start, d: 1 },
    { at: f.end, d: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.d - b.d);
  const spent = [0, 0, 0];
  let running = 0;
  let at = from;
  for (const e of edges) {
    spent[Math.min(running, 2)] += e.at - at;
    running += e.d;
    at = e.at;
  }
  spent[0] += to - at;
  return spent;
}

function timeline(name, path) {
  if (!existsSync(path)) return `ci timeline, ${name}: no report at ${path}`;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const files = report.testResults
    .filter((r) => r.startTime > 0 && r.endTime >= r.startTime)
    .map((r) => ({ name: relative(process.cwd(), r.name), start: r.startTime, end: r.endTime }));
  if (files.length === 0) return `ci timeline, ${name}: no file ran`;
  const from = Math.min(report.startTime, ...files.map((f) => f.start));
  const to = Math.max(...files.map((f) => f.end));
  const [none, one, more] = occupancy(files, from, to);
  const took = (f) => f.end - f.start;
  const longest = [...files].sort((a, b) => took(b) - took(a)).slice(0, 6);
  const last = [...files].sort((a, b) => b.end - a.end).slice(0, 4);
  return [
    `ci timeline, ${name}: ${files.length} files in ${seconds(to - from)}; two or more at once ${seconds(more)}, ` +
      `one alone ${seconds(one)}, none ${seconds(none)}`,
    `  longest: ${longest.map((f) => `${f.name} ${seconds(took(f))}`).join(', ')}`,
    `  last to end: ${last.map((f) => `${f.name} (+${seconds(f.start - from)} … +${seconds(f.end - from)})`).join(', ')}`,
  ].join('\n');
}

for (const arg of process.argv.slice(2)) {
  const at = arg.indexOf('=');
  console.log(
    at > 0 ? timeline(arg.slice(0, at), arg.slice(at + 1)) : `ci timeline: expected NAME=REPORT.json, got ${arg}`,
  );
}
