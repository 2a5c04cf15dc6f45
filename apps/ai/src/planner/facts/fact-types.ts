import type { StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { z } from 'zod';
import type { DialogueAct } from '../dialogue/acts.ts';
import type { DraftPatch, PlannerMemory } from '../planner-types.ts';
import type { Recognition } from '../recognise/recognise.ts';
import type { MessageText } from './message-text.ts';

// The registry's contract: one FactDefinition per campaign fact (Rasa's slots, Bot Framework's
// recognizers). Rule readers and the optional LLM both produce Fact objects; applying them is the
// definition's job. Each fact is declared once in the slot catalogue (slots.ts, ADR 0022).

/** How a fact changes the draft: a list gains, loses or swaps items; a scalar is set. */
export type FactOp = 'set' | 'add' | 'remove' | 'replace';

export interface Fact<V = unknown> {
  key: string;
  op: FactOp;
  value: V;
}

export interface ReadContext {
  step: StepNumber;
  /** The field the planner asked for last, or the kind of the pending recommendation. */
  awaiting: string | null;
  draft: CampaignDraft;
  now: Date;
  act: DialogueAct;
}

export interface ApplyContext {
  now: Date;
  /** Live CPM for these platforms from the one market model (target checks quote projections). */
  cpmFor: (platforms: readonly string[]) => number;
  /** The draft as applied so far in this message (earlier facts included). */
  draft: CampaignDraft;
  memory: PlannerMemory;
}

export interface FactApplication {
  patch?: DraftPatch;
  /** What was understood, for the read-back ("budget $25,000 total"). */
  said?: string;
  /** What could not be applied and why, said plainly. */
  warnings?: string[];
  /** Not applied: a question to confirm first, with the change approving makes ("did you mean $20,000?"). */
  confirm?: { question: string; summary: string; patch: DraftPatch };
  /** Conversation memory the fact adds (offers the advertiser stated or denied). */
  memory?: Partial<PlannerMemory>;
}

export interface FactDefinition<V = unknown> {
  key: string;
  /** The builder step the fact belongs to. */
  step: StepNumber;
  /**
   * Where the fact may be read: 'anywhere' for explicit mentions (advertisers front-load facts);
   * 'asked' only on its own step or when the planner asked for it (bare answers such as "20000").
   */
  scope: 'anywhere' | 'asked';
  /** How to ask for it, and what people say; the help text and the LLM prompt use these. */
  prompt: string;
  examples: readonly string[];
  /** Reads the fact from the message; claims the spans it used so later readers skip them. */
  read(message: MessageText, ctx: ReadContext): Fact<V>[];
  /**
   * A slot of a generic kind (slot-kinds.ts) reads the message's one recognition instead: its spans
   * never overlap another slot's, so such slots need no reading order among themselves.
   */
  readSpans?(recognition: Recognition, message: MessageText, ctx: ReadContext): Fact<V>[];
  apply(fact: Fact<V>, ctx: ApplyContext): FactApplication;
  /** Its part of the LLM extraction schema: the field's schema and how a value becomes facts. */
  llm?: { field: string; schema: z.ZodType; describe: string; toFacts(value: unknown): Fact<V>[] };
}

/** Type-safe construction: each file declares its value type once. */
export const defineFact = <V>(definition: FactDefinition<V>): FactDefinition<V> => definition;
