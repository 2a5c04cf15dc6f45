// The AI planner's own cost per message, in process, over the assistant's evaluation table
// (apps/ai/eval/planner-cost.ts): the part of a chat reply that is ours, without HTTP or the database.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/process.mjs';

const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export async function plannerCostScenario() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [TSX, join(ROOT, 'apps/ai/eval/planner-cost.ts'), '--json'],
    { cwd: ROOT, maxBuffer: 1 << 20 },
  );
  const { messages, medianMs, p99Ms, maxMs } = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    p99: p99Ms,
    medianMs,
    note: `median ${medianMs.toFixed(2)} ms, max ${maxMs.toFixed(1)} ms over ${messages} messages`,
  };
}
