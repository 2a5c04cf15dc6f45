// `node scripts/visual.mjs [--update]`: builds the web app for the e2e stack, then runs the visual
// regression suite (e2e/tests/visual.spec.ts) against its baselines; `--update` rewrites the baselines
// that differ (and writes missing ones) instead of failing. Review every rewritten PNG before committing.
import { NPM, run } from './lib/process.mjs';

const update = process.argv.includes('--update');
const extra = process.argv.slice(2).filter((arg) => arg !== '--update');
// e2e/support/ports.ts: the AI service listens on E2E_PORT_BASE + 1.
const aiPort = Number(process.env.E2E_PORT_BASE ?? 3310) + 1;

const build = await run(NPM, ['run', 'build', '-w', 'apps/web'], {
  env: { ...process.env, VITE_AI_SERVICE_URL: `http://127.0.0.1:${aiPort}` },
});
if (build !== 0) {
  console.error('The web build failed; the visual suite did not run.');
  process.exit(build);
}
const args = ['run', 'test', '-w', 'e2e', '--', 'tests/visual.spec.ts', ...extra];
// "changed": only baselines outside the tolerance are rewritten, so an update leaves the rest untouched.
if (update) args.push('--update-snapshots=changed');
process.exitCode = await run(NPM, args);
