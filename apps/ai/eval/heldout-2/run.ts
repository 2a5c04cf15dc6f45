// Second held-out phrasing evaluation: accuracy per fact and overall over heldout2Cases.
// Run from the repo root: `npx tsx apps/ai/eval/heldout-2/run.ts` (add `--failures` to list every failing
// case with its reply, `--only <fact>` to narrow to one fact).

import { reportCases, reportOptions } from '../report.ts';
import { heldout2Cases } from './cases.ts';

reportCases('Second held-out phrasings by fact', heldout2Cases, reportOptions(process.argv.slice(2)));
