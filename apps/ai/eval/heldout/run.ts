// Held-out phrasing evaluation: accuracy per fact and overall over heldoutCases.
// Run from the repo root: `npx tsx apps/ai/eval/heldout/run.ts` (add `--failures` to list every failing
// case with its reply, `--only <fact>` to narrow to one fact).

import { reportCases, reportOptions } from '../report.ts';
import { heldoutCases } from './cases.ts';

reportCases('Held-out phrasings by fact', heldoutCases, reportOptions(process.argv.slice(2)));
