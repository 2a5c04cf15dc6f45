import { checkSet } from './check.ts';
import { type CaseClass, CLASSES } from './frozen-types.ts';
import { frozenCases } from './index.ts';

// The frozen held-out set (issue 23 item 6). `npm run eval:frozen` (or `npx tsx apps/ai/eval/frozen/run.ts`)
// runs it once and prints accuracy per class, the core figure and the overall figure; `--failures` lists
// each failing case. `--check` validates the cases' shape and prints counts only: the planner is not run.

const args = process.argv.slice(2);
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const row = (label: string, n: number, d: number) =>
  `  ${label.padEnd(12)} ${`${n}/${d}`.padStart(8)}  ${pct(n, d).padStart(6)}`;

function check(): void {
  const summary = checkSet(frozenCases);
  console.log('Frozen held-out set: shape check (the planner is not run)');
  for (const cls of Object.keys(CLASSES) as CaseClass[]) {
    const r = summary.byClass.get(cls) ?? { total: 0, core: 0 };
    console.log(`  ${cls.padEnd(12)} ${String(r.total).padStart(4)} cases (${r.core} core)`);
  }
  console.log(`  ${'ALL'.padEnd(12)} ${String(summary.total).padStart(4)} cases (${summary.core} core)`);
  console.log(`  ${summary.byFact.size} facts and acts`);
  if (summary.problems.length > 0) {
    console.log(`\n${summary.problems.length} problem(s):`);
    for (const p of summary.problems) console.log(`  ✗ ${p}`);
    process.exitCode = 1;
  } else console.log('  every case well-formed');
}

async function run(): Promise<void> {
  // Loaded only here, so `--check` never loads the planner.
  const { judgeFrozen } = await import('./judge.ts');
  const showFailures = args.includes('--failures');
  const results = frozenCases.map((c) => ({ c, ...judgeFrozen(c) }));
  console.log('Frozen held-out set (written 2026-11-28, before the planner redesign; see README.md)');
  for (const cls of Object.keys(CLASSES) as CaseClass[]) {
    const rs = results.filter((r) => r.c.class === cls);
    console.log(row(cls, rs.filter((r) => r.pass).length, rs.length));
  }
  const core = results.filter((r) => r.core);
  const beyond = results.filter((r) => !r.core);
  console.log(row('CORE', core.filter((r) => r.pass).length, core.length));
  if (beyond.length > 0) console.log(row('not core', beyond.filter((r) => r.pass).length, beyond.length));
  console.log(row('ALL', results.filter((r) => r.pass).length, results.length));
  if (showFailures)
    for (const r of results.filter((x) => !x.pass))
      console.log(
        `\n✗ ${r.c.id} (${r.c.class}/${r.c.fact})\n  say: ${r.c.say.replace(/\n/g, ' ⏎ ')}\n  ${r.problems.join('\n  ')}\n  reply: ${r.reply.replace(/\n/g, ' ⏎ ').slice(0, 300)}`,
      );
}

if (args.includes('--check')) check();
else await run();
