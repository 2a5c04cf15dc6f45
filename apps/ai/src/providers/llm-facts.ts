import { z } from 'zod';
import type { Fact } from '../planner/facts/fact-types.ts';
import { SLOTS } from '../planner/facts/slots.ts';

// What an LLM may read from a message: the structured output's schema is derived from the slot
// catalogue (facts/slots.ts, ADR 0022). Each slot contributes its field, schema and conversion, so the
// model fills the same slots and its answer becomes the very same Fact objects the rule readers produce;
// nothing is turned back into a sentence and read again.

const PIECES = SLOTS.flatMap(({ key, fact }) => (fact.llm ? [{ key, ...fact.llm }] : []));

export type LlmFacts = Record<string, unknown>;

/** The schema the model is asked to fill (every field optional); its JSON schema goes to the provider. */
export const llmFactsSchema = z.object(Object.fromEntries(PIECES.map((p) => [p.field, p.schema.optional()])));

/** One line per field for the system prompt: "countries: ISO 3166-1 alpha-2 codes ...". */
export const llmFieldGuide = (): string => PIECES.map((p) => `${p.field}: ${p.describe}`).join('\n');

/** Keeps every field that is valid on its own and drops the rest (and any unknown key). */
export function salvageFacts(value: unknown): LlmFacts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const input = value as Record<string, unknown>;
  const out: LlmFacts = {};
  for (const piece of PIECES) {
    if (input[piece.field] === undefined || input[piece.field] === null) continue;
    const parsed = piece.schema.safeParse(input[piece.field]);
    if (parsed.success) out[piece.field] = parsed.data;
  }
  return out;
}

/** The model's facts as planner facts, leaving out every fact the rule readers already read (theirs win). */
export function toPlannerFacts(facts: LlmFacts, alreadyRead: ReadonlySet<string>): Fact[] {
  return PIECES.flatMap((piece) =>
    facts[piece.field] === undefined || alreadyRead.has(piece.key) ? [] : piece.toFacts(facts[piece.field]),
  );
}
