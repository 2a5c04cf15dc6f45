import type { PhrasingCase } from './eval-types.ts';
import { type CaseResult, runCase } from './evaluate.ts';
import { traceLine } from './trace-format.ts';

// Runs a phrasing table and prints accuracy per fact and overall; the command lines of run.ts and the
// held-out sets share it. `--failures` lists every failing case with its reply and its trace (the policy
// row that decided it, the act, spans and paths changed); `--only <fact>` narrows.

export interface ReportOptions {
  only: string | undefined;
  showFailures: boolean;
}

export function reportOptions(args: readonly string[]): ReportOptions {
  return {
    only: args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined,
    showFailures: args.includes('--failures'),
  };
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const row = (label: string, passed: number, total: number) =>
  `  ${label.padEnd(24)} ${String(passed).padStart(4)}/${String(total).padEnd(4)} ${pct(passed, total)}`;

/** Prints the table's results; returns them for whatever the caller prints next. */
export function reportCases(
  title: string,
  cases: readonly PhrasingCase[],
  opts: ReportOptions,
): CaseResult[] {
  const results = cases.filter((c) => !opts.only || c.fact === opts.only).map(runCase);
  const byFact = new Map<string, CaseResult[]>();
  for (const r of results) byFact.set(r.fact, [...(byFact.get(r.fact) ?? []), r]);
  console.log(title);
  for (const [fact, rs] of [...byFact].sort(([a], [b]) => a.localeCompare(b)))
    console.log(row(fact, rs.filter((r) => r.pass).length, rs.length));
  console.log(row('ALL', results.filter((r) => r.pass).length, results.length));
  if (opts.showFailures) {
    for (const r of results.filter((x) => !x.pass)) {
      console.log(
        `\n✗ ${r.id} (${r.fact})\n  say: ${r.say}\n  ${r.problems.join('\n  ')}\n  reply: ${r.reply.replace(/\n/g, ' ').slice(0, 300)}\n  ${traceLine(r.trace)}`,
      );
    }
  }
  return results;
}
