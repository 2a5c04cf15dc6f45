import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { handleMessage } from '../src/planner/planner.ts';
import type { PlannerState } from '../src/planner/planner-types.ts';
import { EVAL_NOW } from './eval-types.ts';
import { stateAt } from './evaluate.ts';
import { personas } from './personas.ts';
import { traceLine } from './trace-format.ts';

// `npm run eval:trace -- "<message>" ["<next message>" …]`: each message of a new conversation in turn,
// with its reply, step and trace (the policy row that decided it, the act, the recogniser's spans and
// the draft paths changed). `npm run eval:trace -- --persona <id>` does the same for a persona's turns.

function conversation(): { state: PlannerState; says: readonly string[] } {
  const args = process.argv.slice(2);
  const at = args.indexOf('--persona');
  if (at === -1) {
    if (args.length === 0) throw new Error('Usage: npm run eval:trace -- "<message>" … | --persona <id>');
    return { state: stateAt(), says: args };
  }
  const persona = personas.find((p) => p.id === args[at + 1]);
  if (!persona) throw new Error(`No persona ${args[at + 1]}; try ${personas.map((p) => p.id).join(', ')}`);
  return {
    state: stateAt(persona.regulated ? { regulated: true } : {}),
    says: persona.turns.map((t) => t.say),
  };
}

let { state, says } = conversation();
for (const say of says) {
  const out = handleMessage(state, say, { now: EVAL_NOW, rng: mulberry32(hashSeed(say)) });
  state = out.state;
  const pending = out.requiresApproval ? ` · ${out.approvalData?.kind}` : '';
  console.log(`> ${say}\n  ${traceLine(out.trace)}\n[step ${out.campaignStep}${pending}] ${out.response}\n`);
}
