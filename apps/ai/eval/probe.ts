import { classifyAct } from '../src/planner/dialogue/acts.ts';
import { readFacts } from '../src/planner/facts/registry.ts';
import { stateAt } from './evaluate.ts';

// Developer probe: `npx tsx apps/ai/eval/probe.ts <step> "<message>"` prints the act and the facts read.
const [stepArg, ...words] = process.argv.slice(2);
const text = words.join(' ');
const state = stateAt({ step: Number(stepArg) || 1 });
const act = classifyAct(text);
console.log(act.act, [...act.commands], act.topic ?? '');
const facts = readFacts(text, {
  step: state.step,
  awaiting: state.pendingApproval?.kind ?? state.awaiting,
  draft: state.draft,
  now: new Date('2026-11-24T12:00:00Z'),
  act: act.act,
});
console.log(JSON.stringify(facts));
