// The codemod on a file written against the old paths: every name lands on the entry that exports it
// (constants on the plain entry, schemas on campaign/schemas, fixtures on testing), and a second run
// changes nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/process.mjs';

const CODEMOD = join(ROOT, 'scripts/codemods/shared-entries.mjs');
const dir = mkdtempSync(join(ROOT, 'scripts/codemods/probe-'));
const file = join(dir, 'probe.test.ts');
const run = (...args) =>
  execFileSync(process.execPath, [CODEMOD, ...args, dir], { cwd: ROOT, encoding: 'utf8' });

writeFileSync(
  file,
  `import { type CampaignDraft, campaignDraftSchema, createDraft, TAGS_MAX } from '@northstar/shared/campaign/draft';
import { completeDraft } from '@northstar/shared/campaign/draft-fixtures';
import { CATEGORY_RULES } from '@northstar/shared/compliance-rules';

export const load = async () => (await import('@northstar/shared/forecasts')).forecastAccuracySchema;
export const use = (d: CampaignDraft) => [campaignDraftSchema, createDraft, TAGS_MAX, completeDraft, CATEGORY_RULES, d];
`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/codemods/shared-entries.mjs', () => {
  it('points each name at the entry that exports it', () => {
    run();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("import { createDraft, TAGS_MAX } from '@northstar/shared/campaign';");
    expect(text).toContain(
      "import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';",
    );
    expect(text).toContain("import { completeDraft } from '@northstar/shared/testing';");
    expect(text).toContain("import { CATEGORY_RULES } from '@northstar/shared/compliance';");
    expect(text).toContain("import('@northstar/shared/forecast/schemas')");
    expect(text).not.toMatch(/campaign\/draft|compliance-rules|forecasts'/);
  });

  it('changes nothing on a second run', () => {
    const before = readFileSync(file, 'utf8');
    expect(run('--check')).toContain('0 file(s) to change, 0 problem(s)');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
