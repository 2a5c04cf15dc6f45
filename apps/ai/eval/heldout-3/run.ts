// Third held-out evaluation (issue 21 items 5, 6, 8): accuracy per class and overall over heldout3Cases.
// Run from the repo root: `npx tsx apps/ai/eval/heldout-3/run.ts` (`--failures` lists each failing case).

import { reviewCompliance } from '@northstar/shared/compliance';
import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { applyPatch } from '../../src/planner/draft-patch.ts';
import { handleMessage } from '../../src/planner/planner.ts';
import { EVAL_NOW } from '../eval-types.ts';
import { runCase, stateAt } from '../evaluate.ts';
import { heldout3Cases } from './cases.ts';

const showFailures = process.argv.includes('--failures');

/** Problems with what is pending after the message: a new offer where none may be. */
function pendingProblems(c: (typeof heldout3Cases)[number]): string[] {
  if (!c.keepsPending && !c.noWhatIf) return [];
  const state = stateAt(c.at);
  const out = handleMessage(state, c.say, { now: EVAL_NOW, rng: mulberry32(hashSeed(c.say)) });
  const after = out.state.pendingApproval;
  if (c.noWhatIf && after?.kind === 'what_if') return [`offers a change: ${after.summary}`];
  if (
    c.keepsPending &&
    JSON.stringify(after?.patch ?? null) !== JSON.stringify(state.pendingApproval?.patch ?? null)
  )
    return [`offers a change: ${after?.summary ?? '(dropped the pending suggestion)'}`];
  return [];
}

/** Blocking findings of the pending suggestion once approved (empty when it passes the review). */
function suggestionFindings(c: (typeof heldout3Cases)[number]): string[] {
  const state = stateAt(c.at);
  const out = handleMessage(state, c.say, { now: EVAL_NOW, rng: mulberry32(hashSeed(c.say)) });
  const pending = out.state.pendingApproval;
  if (!pending) return ['no suggestion offered'];
  const approved = applyPatch(out.state.draft, pending.patch, EVAL_NOW);
  if (!approved.ok) return ['suggestion does not apply'];
  return reviewCompliance(approved.draft)
    .findings.filter((f) => f.severity === 'blocker' && f.copy !== undefined)
    .map((f) => `blocker: ${f.message}`);
}

const byFact = new Map<string, { pass: number; total: number }>();
let pass = 0;
for (const c of heldout3Cases) {
  const r = runCase(c);
  const problems = [
    ...r.problems,
    ...pendingProblems(c),
    ...(c.suggestionCompliant ? suggestionFindings(c) : []),
  ];
  const ok = problems.length === 0;
  const row = byFact.get(c.fact) ?? { pass: 0, total: 0 };
  row.total++;
  if (ok) {
    row.pass++;
    pass++;
  }
  byFact.set(c.fact, row);
  if (!ok && showFailures)
    console.log(
      `✗ ${c.id} “${c.say}”\n    ${problems.join('\n    ')}\n    reply: ${r.reply.replace(/\n/g, ' ⏎ ')}`,
    );
}
console.log('Third held-out set (issue 21 items 5, 6, 8)');
for (const [fact, { pass: p, total }] of byFact)
  console.log(`  ${fact.padEnd(16)} ${`${p}/${total}`.padStart(6)}  ${((100 * p) / total).toFixed(1)}%`);
console.log(
  `  ${'ALL'.padEnd(16)} ${`${pass}/${heldout3Cases.length}`.padStart(6)}  ${((100 * pass) / heldout3Cases.length).toFixed(1)}%`,
);
