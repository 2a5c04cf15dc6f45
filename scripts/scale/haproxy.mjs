// HAProxy (Debian's package) as a child process, on the configuration rendered from the template.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prefixLines, stopChild, waitForUrl } from '../lib/process.mjs';
import { renderHaproxyConfig } from './haproxy-config.mjs';

const HAPROXY = process.env.HAPROXY_BIN || 'haproxy';

/** Checks the configuration (`haproxy -c`), then runs `haproxy -f <cfg> -db` until `stop()`. */
export async function startHaproxy(values, { readyPaths }) {
  const dir = mkdtempSync(join(tmpdir(), 'northstar-scale-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  const socket = join(dir, 'admin.sock');
  writeFileSync(cfg, renderHaproxyConfig({ ...values, STATS_SOCKET: socket }));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not run ${HAPROXY} (apt-get install -y haproxy): ${check.error.message}`);
  }
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`haproxy -c refused the configuration:\n${check.stdout}${check.stderr}`);
  }
  const child = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout, '[haproxy]', process.stdout);
  prefixLines(child.stderr, '[haproxy]', process.stderr);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    await stopChild(child, 'SIGTERM', 3000);
    rmSync(dir, { recursive: true, force: true });
  };
  for (const url of readyPaths) {
    if (!(await waitForUrl(url, { timeoutMs: 15_000, intervalMs: 100, shouldStop: exited }))) {
      await stop();
      throw new Error(`HAProxy did not answer ${url} (see the [haproxy] lines above)`);
    }
  }
  return { cfg, stop, stats: () => showStat(socket) };
}

/** `show stat` on the admin socket, one object per proxy and server row (pxname, svname, status, wretr...). */
function showStat(socket) {
  return new Promise((resolve, reject) => {
    let text = '';
    const connection = createConnection(socket, () => connection.end('show stat\n'));
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      text += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      const [header = '', ...lines] = text.trim().split('\n');
      const fields = header.replace(/^# /, '').split(',');
      resolve(lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [fields[i], v]))));
    });
  });
}
