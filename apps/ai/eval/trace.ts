import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { handleMessage } from '../src/planner/planner.ts';
import { EVAL_NOW } from './eval-types.ts';
import { stateAt } from './evaluate.ts';
import { personas } from './personas.ts';

// Developer trace: `npx tsx apps/ai/eval/trace.ts <persona id>` prints each turn's reply and step.
const persona = personas.find((p) => p.id === process.argv[2]);
if (!persona) throw new Error(`No persona ${process.argv[2]}; try ${personas.map((p) => p.id).join(', ')}`);
let state = stateAt(persona.regulated ? { regulated: true } : {});
for (const turn of persona.turns) {
  const out = handleMessage(state, turn.say, { now: EVAL_NOW, rng: mulberry32(hashSeed(turn.say)) });
  state = out.state;
  console.log(
    `> ${turn.say}\n[step ${out.campaignStep}${out.requiresApproval ? ` · ${out.approvalData?.kind}` : ''}] ${out.response}\n`,
  );
}
