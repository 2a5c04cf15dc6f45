import { performance } from 'node:perf_hooks';
import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { handleMessage } from '../src/planner/planner.ts';
import { allCases } from './cases/index.ts';
import { EVAL_NOW } from './eval-types.ts';
import { stateAt } from './evaluate.ts';

// The planner's own cost per message, in process, over the evaluation table: each case's state is built
// untimed, then its message is timed. `npm run bench` runs this (scenario "planner"); on its own:
//   npx tsx apps/ai/eval/planner-cost.ts [--json]

const PASSES = Number(process.env.PLANNER_COST_PASSES || 5);

const prepared = allCases.map((c) => ({ state: stateAt(c.at), say: c.say }));
const run = () => {
  const times: number[] = [];
  for (const { state, say } of prepared) {
    const rng = mulberry32(hashSeed(say));
    const start = performance.now();
    handleMessage(state, say, { now: EVAL_NOW, rng });
    times.push(performance.now() - start);
  }
  return times;
};

run(); // warm-up: JIT, Intl formatters, lazily built tables
const times = Array.from({ length: PASSES }, run)
  .flat()
  .sort((a, b) => a - b);
const at = (p: number) =>
  times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
const result = { messages: times.length, medianMs: at(50), p99Ms: at(99), maxMs: times.at(-1) ?? Number.NaN };

if (process.argv.includes('--json')) console.log(JSON.stringify(result));
else
  console.log(
    `planner per message over ${result.messages} messages: median ${result.medianMs.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms, max ${result.maxMs.toFixed(1)} ms`,
  );
