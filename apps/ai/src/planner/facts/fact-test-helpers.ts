import { createDraft, type StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { DialogueAct } from '../dialogue/acts.ts';
import { mergePatch } from '../draft-patch.ts';
import { type DraftPatch, emptyMemory } from '../planner-types.ts';
import type { Fact, FactDefinition } from './fact-types.ts';
import { MessageText } from './message-text.ts';

// Shared by the fact tests: read one message with one fact definition, then apply what it read.

export const TEST_NOW = new Date('2026-11-24T12:00:00Z');

export interface RunOptions {
  draft?: DraftPatch;
  awaiting?: string;
  act?: DialogueAct;
  step?: StepNumber;
  /** The live CPM the market model quotes (10 unless told). */
  cpm?: number;
}

export interface FactRun<V> {
  facts: Fact<V>[];
  draft: CampaignDraft;
  warnings: string[];
  said: string[];
  message: MessageText;
}

export function runFact<V>(
  definition: FactDefinition<V>,
  defaultStep: StepNumber,
  text: string,
  opts: RunOptions = {},
): FactRun<V> {
  const start = mergePatch(createDraft({ now: TEST_NOW }), opts.draft ?? {});
  const message = new MessageText(text);
  const facts = definition.read(message, {
    step: opts.step ?? defaultStep,
    awaiting: opts.awaiting ?? null,
    draft: start,
    now: TEST_NOW,
    act: opts.act ?? 'statement',
  });
  let draft = start;
  const warnings: string[] = [];
  const said: string[] = [];
  for (const fact of facts) {
    const applied = definition.apply(fact, {
      now: TEST_NOW,
      draft,
      memory: emptyMemory(),
      cpmFor: () => opts.cpm ?? 10,
    });
    if (applied.patch) draft = mergePatch(draft, applied.patch);
    warnings.push(...(applied.warnings ?? []));
    if (applied.said) said.push(applied.said);
  }
  return { facts, draft, warnings, said, message };
}
