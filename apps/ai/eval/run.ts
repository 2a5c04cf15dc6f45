import { allCases } from './cases/index.ts';
import { runPersona } from './evaluate.ts';
import { personas } from './personas.ts';
import { reportCases, reportOptions } from './report.ts';
import { launchOnServer } from './server-launch.ts';

// `npm run eval:assistant`: accuracy per fact over the phrasing table, then each persona conversation,
// in the planner and then through the chat endpoints, where it must end launched on the server.
// `--failures` lists every failing case with its reply; `--only <fact>` narrows the table.

const opts = reportOptions(process.argv.slice(2));
reportCases('Phrasings by fact', allCases, opts);

if (!opts.only) {
  console.log('\nPersonas (planner; launched on the server through the chat endpoints)');
  const onServer = new Map((await launchOnServer(personas)).map((r) => [r.id, r]));
  let launchedCount = 0;
  let onServerCount = 0;
  for (const p of personas) {
    const r = runPersona(p);
    const server = onServer.get(p.id);
    if (r.launched) launchedCount++;
    if (server?.launched) onServerCount++;
    console.log(
      `  ${p.id.padEnd(28)} turns ${r.turnsPassed}/${r.turns}  ${r.launched ? 'launchable' : 'NOT launchable'}  server: ${server?.launched ? 'launched' : `NOT launched (${server?.detail ?? 'not run'})`}`,
    );
    if (opts.showFailures) for (const m of r.problems) console.log(`      ${m}`);
  }
  console.log(
    `  ${'ALL'.padEnd(28)} launchable ${launchedCount}/${personas.length}  launched on the server ${onServerCount}/${personas.length}`,
  );
  if (onServerCount < personas.length) process.exitCode = 1;
}
