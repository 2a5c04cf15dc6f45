// `npm start`: builds the web app when it is missing, then runs the API and the AI service and keeps
// them running (scripts/lib/supervisor.mjs): a service that exits is restarted while the other serves.
// Each service writes its log itself: plain JSON to our stdout, or through a pretty-printer process
// when stdout is a terminal. This process never copies log lines, so requests cost what they cost alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isUp, localAddress, NPM, ROOT, run } from './lib/process.mjs';
import { superviseService } from './lib/supervisor.mjs';

const PORT = process.env.PORT || '3000';
const AI_PORT = process.env.AI_PORT || '5000';
const host = localAddress(process.env.HOST);
const say = (line) => console.error(`[start] ${line}`);

if (process.env.SKIP_WEB_BUILD !== '1' && !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  process.stdout.write('Building the web app (apps/web/dist is missing)... ');
  const started = performance.now();
  // Vite's per-chunk size table is for whoever works on the bundle (npm run build); here, warnings only.
  const code = await run(NPM, ['run', '--silent', 'build', '-w', 'apps/web', '--', '--logLevel', 'warn']);
  if (code !== 0) {
    console.error(`\nThe web build failed (exit ${code}); not starting. See its output above.`);
    process.exit(code);
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

const definitions = [
  { name: 'api', label: 'API', entry: 'apps/api/src/server.ts', port: PORT },
  { name: 'ai', label: 'AI service', entry: 'apps/ai/src/server.ts', port: AI_PORT },
];

// Something else on our ports would answer our health checks and take our requests: say so now.
for (const { label, port } of definitions) {
  if (await isUp(`http://${host}:${port}/api/v1/health`)) {
    console.error(
      `Something already answers on port ${port}, where the ${label} should run: is Northstar already ` +
        'running? Stop it, or choose other ports (PORT, AI_PORT).',
    );
    process.exit(1);
  }
}

/** A pino-pretty process per service on a terminal (when pino-pretty is installed); null otherwise. */
function prettyPrinter(name) {
  if (!process.stdout.isTTY || process.env.LOG_FORMAT === 'json') return null;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null; // installed without dev dependencies: JSON it is
  }
  return spawn(process.execPath, [join(ROOT, 'scripts/lib/pretty-log.mjs'), name], {
    cwd: ROOT,
    stdio: ['pipe', 'inherit', 'inherit'],
    detached: true, // not in the terminal's process group: it must outlive the services' last lines
  });
}

let stopping = false;
let bannerShown = false;
const ready = new Set(); // services that have answered their health check at least once
const printers = [];

const services = definitions.map(({ name, label, entry, port }) => {
  const printer = prettyPrinter(name);
  if (printer) printers.push(printer);
  return superviseService({
    name,
    label,
    entry,
    health: `http://${host}:${port}/api/v1/health`,
    env: process.env,
    // The pipe's write end (or our own stdout) is handed to the child: its lines never pass through us.
    stdout: printer ? printer.stdin : 'inherit',
    say,
    onReady: ({ restarted, attempt, pid }) => {
      if (restarted) say(`${label} is back (pid ${pid}, attempt ${attempt}).`);
      ready.add(name);
      maybeShowBanner();
    },
    onGiveUp: (message) => {
      say(`${message}\nStopping Northstar: fix the cause above, then run npm start again.`);
      void stopAll(1);
    },
  });
});

function maybeShowBanner() {
  if (bannerShown || stopping || ready.size < services.length) return;
  bannerShown = true;
  const admin = `  Admin:  ${process.env.ADMIN_EMAIL || 'admin@northstar.local'}`;
  const mail = '  E-mail:';
  console.log(
    [
      '',
      `Northstar is running: app http://localhost:${PORT}  AI service http://localhost:${AI_PORT}`,
      process.env.ADMIN_PASSWORD
        ? `${admin}, password from ADMIN_PASSWORD.`
        : `${admin}; its generated password is printed once, in the log of the first start ` +
          '("No admin account existed...").',
      process.env.MAIL_URL
        ? `${mail} sent through MAIL_URL.`
        : `${mail} no MAIL_URL, so each message (approval, rejection, password-reset link) is kept in the ` +
          'API database\'s mail_outbox table and logged ("mail to ... kept in the outbox"); ' +
          '`npm run mail:outbox` prints the latest ones.',
      '  Ctrl+C stops both services.',
      '',
    ].join('\n'),
  );
}

async function stopAll(exitCode, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  await Promise.all(services.map((service) => service.stop(signal)));
  // The printers end once they have written the services' last lines.
  await Promise.all(
    printers.map(
      (printer) =>
        new Promise((resolve) => {
          if (printer.exitCode !== null || printer.signalCode !== null) return resolve();
          printer.once('exit', resolve);
          printer.stdin.end();
        }),
    ),
  );
  process.exit(exitCode);
}

// The servers handle SIGINT and SIGTERM gracefully; a closed terminal (SIGHUP) becomes a SIGTERM.
// A second Ctrl+C while they drain ends them at once.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) return void stopAll(0, signal === 'SIGHUP' ? 'SIGTERM' : signal);
    say('Stopping now (SIGKILL).');
    process.exit(1);
  });
}
// Last resort if this process is torn down abruptly: do not leave servers behind.
process.on('exit', () => {
  for (const service of services) service.kill();
});

for (const service of services) service.start();
