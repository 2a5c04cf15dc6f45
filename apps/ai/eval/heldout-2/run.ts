// Second held-out phrasing evaluation: accuracy per fact and overall over heldout2Cases.
// Run from the repo root: `npx tsx apps/ai/eval/heldout-2/run.ts` (add `--failures` to list every failing
// case with its reply, `--only <fact>` to narrow to one fact).

import { type CaseResult, runCase } from '../evaluate.ts';
import { heldout2Cases } from './cases.ts';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const showFailures = args.includes('--failures');

const results: CaseResult[] = heldout2Cases.filter((c) => !only || c.fact === only).map(runCase);
const byFact = new Map<string, CaseResult[]>();
for (const r of results) byFact.set(r.fact, [...(byFact.get(r.fact) ?? []), r]);

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
console.log('Second held-out phrasings by fact');
for (const [fact, rs] of [...byFact].sort(([a], [b]) => a.localeCompare(b))) {
  const passed = rs.filter((r) => r.pass).length;
  console.log(
    `  ${fact.padEnd(24)} ${String(passed).padStart(4)}/${String(rs.length).padEnd(4)} ${pct(passed, rs.length)}`,
  );
}
const passed = results.filter((r) => r.pass).length;
console.log(
  `  ${'ALL'.padEnd(24)} ${String(passed).padStart(4)}/${String(results.length).padEnd(4)} ${pct(passed, results.length)}`,
);

if (showFailures) {
  for (const r of results.filter((x) => !x.pass)) {
    console.log(
      `\n✗ ${r.id} (${r.fact})\n  say: ${r.say}\n  ${r.problems.join('\n  ')}\n  reply: ${r.reply.replace(/\n/g, ' ').slice(0, 300)}`,
    );
  }
}
