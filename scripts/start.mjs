// `npm start`: builds the web app when it is missing, then runs the API and the AI service together.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localAddress, NPM, prefixLines, ROOT, run, spawnTs, stopChild, waitForUrl } from './lib/process.mjs';

const PORT = process.env.PORT || '3000';
const AI_PORT = process.env.AI_PORT || '5000';
const host = localAddress(process.env.HOST);

if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist is missing: building the web app first (npm run build -w apps/web)...');
  const code = await run(NPM, ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) {
    console.error(`The web build failed (exit ${code}); not starting.`);
    process.exit(code);
  }
}

// Own process groups, so a terminal's Ctrl+C reaches each child once (forwarded by us), not twice.
const services = [
  { name: 'api', entry: 'apps/api/src/server.ts', health: `http://${host}:${PORT}/api/v1/health` },
  { name: 'ai', entry: 'apps/ai/src/server.ts', health: `http://${host}:${AI_PORT}/api/v1/health` },
].map((service) => {
  const child = spawnTs(service.entry, { detached: true });
  prefixLines(child.stdout, `[${service.name}]`, process.stdout);
  prefixLines(child.stderr, `[${service.name}]`, process.stderr);
  return { ...service, child };
});

let stopping = false;

async function stopAll(exitCode, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  await Promise.all(services.map(({ child }) => stopChild(child, signal)));
  process.exit(exitCode);
}

for (const { name, child } of services) {
  child.on('error', (error) => {
    console.error(`[${name}] could not start: ${error.message}`);
    void stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const exitCode = code ?? 1;
    console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping the other service.`);
    void stopAll(exitCode);
  });
}

// The servers handle SIGINT and SIGTERM gracefully; a closed terminal (SIGHUP) becomes a SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void stopAll(0, signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// Last resort if this process is torn down abruptly: do not leave servers behind.
process.on('exit', () => {
  for (const { child } of services)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const ready = await Promise.all(
  services.map(({ health }) => waitForUrl(health, { timeoutMs: 10 * 60_000, shouldStop: () => stopping })),
);
if (ready.every(Boolean) && !stopping) {
  console.log(`Northstar is running: app http://localhost:${PORT}  AI service http://localhost:${AI_PORT}`);
}
