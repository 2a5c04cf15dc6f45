import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run lint` (lint:boundaries) fails on a two-way dependency between API modules: the rule of
// .dependency-cruiser.api-modules.cjs run on small fixture trees shaped like apps/api/src/modules.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = join(ROOT, '.dependency-cruiser.api-modules.cjs');
const DEPCRUISE = join(ROOT, 'node_modules', '.bin', 'depcruise');
const MODULES = 'apps/api/src/modules';

let dirs = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Writes `files` (path under the modules folder → source) into a fresh tree and cruises it. */
function cruise(files) {
  const dir = mkdtempSync(join(tmpdir(), 'northstar-boundaries-'));
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    const file = join(dir, MODULES, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  const run = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'err', MODULES], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('no two-way dependency between API modules', () => {
  it('passes when modules depend one way', () => {
    const run = cruise({
      'campaigns/campaigns.repository.ts': 'export const findCampaign = () => 1;\n',
      'lifecycle/launch.ts':
        "import { findCampaign } from '../campaigns/campaigns.repository.ts';\nexport const launch = () => findCampaign();\n",
      'delivery/delivery.job.ts':
        "import { launch } from '../lifecycle/launch.ts';\nexport const tick = () => launch();\n",
    });
    expect(run.output).toContain('no dependency violations');
    expect(run.status).toBe(0);
  });

  it('fails on a module importing back, also through a third module and through a type-only import', () => {
    const run = cruise({
      'campaigns/campaigns.service.ts':
        "import type { Tick } from '../delivery/delivery.job.ts';\nexport const run = (t: Tick) => t;\n",
      'lifecycle/launch.ts':
        "import { run } from '../campaigns/campaigns.service.ts';\nexport const launch = () => run;\n",
      'delivery/delivery.job.ts':
        "import { launch } from '../lifecycle/launch.ts';\nexport type Tick = ReturnType<typeof launch>;\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('api-modules-depend-one-way');
    expect(run.output).toMatch(/modules\/campaigns →\s+\S+modules\/delivery/);
  });

  it('ignores tests, which may drive several modules', () => {
    const run = cruise({
      'campaigns/campaigns.repository.ts': 'export const findCampaign = () => 1;\n',
      'delivery/delivery.job.ts':
        "import { findCampaign } from '../campaigns/campaigns.repository.ts';\nexport const tick = () => findCampaign();\n",
      'campaigns/campaigns.test.ts': "import { tick } from '../delivery/delivery.job.ts';\ntick();\n",
    });
    expect(run.status).toBe(0);
  });
});
