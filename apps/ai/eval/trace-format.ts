import type { TurnTrace } from '../src/planner/turn/trace.ts';

// One line per trace, for the evaluation's failure lists and `npm run eval:trace`.

export function traceLine(trace: TurnTrace | undefined): string {
  if (!trace) return 'trace: none';
  const commands = trace.commands.length ? ` +${trace.commands.join('+')}` : '';
  const spans = trace.spans.map((s) => `${s.kind}“${s.text}”`).join(' ') || '-';
  const patch = trace.patch.join(', ') || '-';
  return `row ${trace.row} · act ${trace.act}${commands} · spans ${spans} · patch ${patch}`;
}
