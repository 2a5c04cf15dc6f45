import { allCases } from './cases/index.ts';
import { runPersona } from './evaluate.ts';
import { personas } from './personas.ts';
import { reportCases, reportOptions } from './report.ts';

// `npm run eval:assistant`: accuracy per fact over the phrasing table, then each persona conversation.
// `--failures` lists every failing case with its reply; `--only <fact>` narrows the table.

const opts = reportOptions(process.argv.slice(2));
reportCases('Phrasings by fact', allCases, opts);

if (!opts.only) {
  console.log('\nPersonas');
  let launchedCount = 0;
  for (const p of personas) {
    const r = runPersona(p);
    if (r.launched) launchedCount++;
    console.log(
      `  ${p.id.padEnd(28)} turns ${r.turnsPassed}/${r.turns}  ${r.launched ? 'launched' : 'NOT launched'}`,
    );
    if (opts.showFailures) for (const m of r.problems) console.log(`      ${m}`);
  }
  console.log(`  ${'ALL'.padEnd(28)} launched ${launchedCount}/${personas.length}`);
}
