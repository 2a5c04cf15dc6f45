import { allCases } from './cases/index.ts';
import { type CaseResult, runCase, runPersona } from './evaluate.ts';
import { personas } from './personas.ts';

// `npm run eval:assistant`: accuracy per fact over the phrasing table, then each persona conversation.
// `--failures` lists every failing case with its reply; `--only <fact>` narrows the table.

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const showFailures = args.includes('--failures');

const results: CaseResult[] = allCases.filter((c) => !only || c.fact === only).map(runCase);
const byFact = new Map<string, CaseResult[]>();
for (const r of results) byFact.set(r.fact, [...(byFact.get(r.fact) ?? []), r]);

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
console.log('Phrasings by fact');
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

if (!only) {
  console.log('\nPersonas');
  let launchedCount = 0;
  for (const p of personas) {
    const r = runPersona(p);
    if (r.launched) launchedCount++;
    console.log(
      `  ${p.id.padEnd(28)} turns ${r.turnsPassed}/${r.turns}  ${r.launched ? 'launched' : 'NOT launched'}`,
    );
    if (showFailures) for (const m of r.problems) console.log(`      ${m}`);
  }
  console.log(`  ${'ALL'.padEnd(28)} launched ${launchedCount}/${personas.length}`);
}
