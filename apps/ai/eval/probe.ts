import { classifyAct } from '../src/planner/dialogue/acts.ts';
import { readContextFor, readFacts } from '../src/planner/facts/registry.ts';
import { EVAL_NOW } from './eval-types.ts';
import { stateAt } from './evaluate.ts';

// Developer probe: `npx tsx apps/ai/eval/probe.ts <step> "<message>"` prints the act and the facts read.
const [stepArg, ...words] = process.argv.slice(2);
const text = words.join(' ');
const state = stateAt({ step: Number(stepArg) || 1 });
const act = classifyAct(text);
console.log(act.act, [...act.commands], act.topic ?? '');
const facts = readFacts(text, readContextFor(state, EVAL_NOW, act.act));
console.log(JSON.stringify(facts));
