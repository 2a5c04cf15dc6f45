import { performance } from 'node:perf_hooks';
import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { handleMessage } from '../src/planner/planner.ts';
import type { PlannerState } from '../src/planner/planner-types.ts';
import { ADVERSARIAL_MESSAGES } from './adversarial-messages.ts';
import { EVAL_NOW } from './eval-types.ts';
import { stateAt } from './evaluate.ts';

// The planner's time for each adversarial message (adversarial-messages.ts), in process, at the steps
// where most readers run. `npm run bench` runs this (scenario "adversarial"); on its own:
//   npx tsx apps/ai/eval/adversarial.ts [--json [--with-text]] [--only=<name>]

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const STATES: ReadonlyArray<{ label: string; state: PlannerState }> = [
  { label: 'step 1', state: stateAt({}) },
  { label: 'step 5', state: stateAt({ step: 5 }) },
];
const PASSES = Number(process.env.ADVERSARIAL_PASSES || 3);

const results: { name: string; text: string; maxMs: number; at: string }[] = [];
for (const { name, text } of ADVERSARIAL_MESSAGES) {
  if (only && name !== only) continue;
  let worst = { ms: 0, at: '' };
  for (let pass = 0; pass < PASSES; pass++)
    for (const { label, state } of STATES) {
      const start = performance.now();
      handleMessage(state, text, { now: EVAL_NOW, rng: mulberry32(hashSeed(text)) });
      const ms = performance.now() - start;
      // The first pass includes JIT warm-up; later passes are what a busy service sees.
      if (pass > 0 || PASSES === 1) if (ms > worst.ms) worst = { ms, at: label };
    }
  results.push({ name, text, maxMs: worst.ms, at: worst.at });
  if (!process.argv.includes('--json'))
    console.log(`${name.padEnd(32)} ${worst.ms.toFixed(1).padStart(9)} ms (${worst.at})`);
}
const slowest = results.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
if (process.argv.includes('--json')) {
  // The texts are long: only the slowest one's, and only when asked (the bench sends it over HTTP).
  const strip = ({ text: _text, ...rest }: (typeof results)[number]) => rest;
  const withText = process.argv.includes('--with-text');
  console.log(JSON.stringify({ slowest: withText ? slowest : strip(slowest), results: results.map(strip) }));
} else console.log(`slowest: ${slowest.name}, ${slowest.maxMs.toFixed(1)} ms`);
