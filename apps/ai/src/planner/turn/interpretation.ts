import { typedCopyLines } from '../creative-turn.ts';
import { type ActReading, classifyAct, isQuestionAct, normaliseQuotes } from '../dialogue/acts.ts';
import type { Fact } from '../facts/fact-types.ts';
import { type AppliedFacts, applyFacts, readContextFor, readFacts } from '../facts/registry.ts';
import { termsAsked } from '../glossary.ts';
import { withoutAskingTime } from '../planner-answers.ts';
import { type LaunchAnswer, type LaunchWords, launchAnswerIn, launchWordsIn } from '../planner-launch.ts';
import { createInitialState } from '../planner-state.ts';
import type { PlannerState } from '../planner-types.ts';
import { type Recognition, recognise } from '../recognise/recognise.ts';
import type { PlannerContext } from '../steps/step-types.ts';
import { once } from './once.ts';
import { comparePending, type PendingComparison } from './pending-answer.ts';

// One reading per message (docs/planner.md, "Pipeline"): the dialogue act and commands, the recogniser's
// spans, the candidate changes and how they relate to the suggestion pending are worked out here, once,
// before the policy table (policy.ts) decides the turn. The rows and their actions read this, never the
// message again; only the answer writers look up the subject of a question in its words.

/** Longest message read; the chat route limits input too, this keeps every reply bounded in time. */
export const MAX_MESSAGE_LENGTH = 4000;

/** "Set the budget to 25k - also is LinkedIn even worth it?": what the statement part changes, and the question. */
export interface StatementThenQuestion {
  applied: AppliedFacts;
  question: string;
  questionAct: ActReading;
  /** The question's facts, without the words for when it is asked. */
  questionFacts: readonly Fact[];
}

export interface Interpretation {
  /** The message as read: trimmed, cut to MAX_MESSAGE_LENGTH, typographic apostrophes plain. */
  text: string;
  act: ActReading;
  /** The recogniser's typed spans (money, dates, entities, negation scopes…): the trace shows them. */
  recognition: Recognition;
  /** "Start over": the new campaign's state; the facts below were read and applied for it. */
  fresh: PlannerState | null;
  /** The candidate changes, in reading order (the optional LLM's added at the end). */
  facts: readonly Fact[];
  /** The candidate changes applied to the draft in hand (on first use; nothing is stored until a row says so). */
  applied: AppliedFacts;
  /** A question's facts without "right now", "today" (when it is asked, not a start date). */
  askedFacts: readonly Fact[];
  /** The statement before a question in one message; null when the message is one question. */
  statementThenQuestion: StatementThenQuestion | null;
  /** "Launch it" (explicit), "let's do it" (a launch at the review only), or neither. */
  launchWords: LaunchWords;
  /** The launch approval the message names, and whether it agrees or refuses. */
  launchAnswer: LaunchAnswer;
  /** "The rest is fine", "keep the rest": the rest of a suggestion is approved. */
  restIsFine: boolean;
  /** Lines of copy typed through Modify ("Modify: Fresh bread | Baked at dawn"); null when not copy. */
  typedLines: string[] | null;
  /** How the candidate changes relate to the suggestion pending; null with nothing pending. */
  pending: PendingComparison | null;
}

const REST_IS_FINE =
  /\b(?:the\s+)?rest\s+(?:is|are|'s|looks?|sounds?)\s+(?:fine|good|great|ok(?:ay)?|perfect)|\botherwise\s+(?:fine|good|ok(?:ay)?)\b|\bkeep\s+the\s+rest\b/i;

/** The statement and question parts of one message, split at sentence ends, dashes and ", also". */
function statementThenQuestion(
  state: PlannerState,
  text: string,
  ctx: PlannerContext,
): StatementThenQuestion | null {
  // "target cpa vs manual cpc - which one?" asks what the terms mean; nothing in it is a statement.
  if (termsAsked(text).length > 0) return null;
  const parts = text
    .split(/(?<=[.!;])\s+|\s+[-–—]\s+|,\s*(?=(?:and\s+)?also\b)/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const acts = parts.map(classifyAct);
  const asks = (k: number) => isQuestionAct(acts[k]?.act ?? 'statement');
  const statements = parts.filter((_, k) => !asks(k));
  const at = parts.findIndex((_, k) => asks(k));
  if (statements.length === 0 || at === -1) return null;
  const read = readFacts(statements.join('. '), readContextFor(state, ctx.now, 'statement'));
  if (read.length === 0) return null;
  const applied = applyFacts(state.draft, read, ctx);
  if (applied.changed.length === 0) return null;
  const question = parts.slice(at).join(' ');
  const questionAct = acts[at] as ActReading;
  const untimed = withoutAskingTime(question);
  const questionFacts = untimed ? readFacts(untimed, readContextFor(state, ctx.now, questionAct.act)) : [];
  return { applied, question, questionAct, questionFacts };
}

/** The parts of a reading that depend on its facts, for the facts given. */
function withFacts(
  reading: Omit<Interpretation, 'facts' | 'applied' | 'askedFacts' | 'pending'>,
  facts: readonly Fact[],
  untimedFacts: readonly Fact[] | null,
  state: PlannerState,
  ctx: PlannerContext,
): Interpretation {
  const base = reading.fresh ?? state;
  const scope = reading.fresh ? { ...ctx, memory: reading.fresh.memory } : ctx;
  const pending = base.pendingApproval;
  // Applying may quote the market (bid and budget checks): done on first use, once.
  const applied = once(() => applyFacts(base.draft, facts, scope));
  const approves = reading.act.yes || reading.restIsFine;
  return {
    ...reading,
    facts,
    get applied() {
      return applied();
    },
    askedFacts: untimedFacts ?? facts,
    pending: pending ? comparePending(pending, facts, base.draft, scope, approves) : null,
  };
}

/**
 * Reads one message in a state: everything the policy table and the turn's actions need. `extraFacts`
 * are facts another reader (the optional LLM) found in the same message; see also `withExtraFacts`.
 */
export function interpret(
  message: string,
  state: PlannerState,
  ctx: PlannerContext,
  extraFacts: readonly Fact[] = [],
): Interpretation {
  const text = normaliseQuotes(message.slice(0, MAX_MESSAGE_LENGTH).trim());
  const act = classifyAct(text);
  const question = isQuestionAct(act.act);
  // A new campaign: the old one stays on the server as it was (the chat service creates the new one).
  const fresh =
    act.commands.has('reset') && !question
      ? createInitialState({ now: ctx.now, timezone: state.draft.schedule.timezone })
      : null;
  const base = fresh ?? state;
  const facts = text ? readFacts(act.modifyText ?? text, readContextFor(base, ctx.now, act.act)) : [];
  const untimed = question ? withoutAskingTime(text) : null;
  const reading = {
    text,
    act,
    recognition: recognise(text, ctx.now),
    fresh,
    statementThenQuestion: question ? statementThenQuestion(base, text, ctx) : null,
    launchWords: launchWordsIn(act, text),
    launchAnswer: launchAnswerIn(text),
    restIsFine: REST_IS_FINE.test(text),
    typedLines: act.modifyText === null ? null : typedCopyLines(act.modifyText),
  };
  const untimedFacts = untimed === null ? null : readFacts(untimed, readContextFor(base, ctx.now, act.act));
  return withFacts(reading, fresh ? facts : [...facts, ...extraFacts], untimedFacts, state, ctx);
}

/**
 * The same reading with facts another reader (the optional LLM) found in the message added: the message
 * is not read again. A new campaign ("start over") takes only the planner's own facts.
 */
export function withExtraFacts(
  reading: Interpretation,
  extraFacts: readonly Fact[],
  state: PlannerState,
  ctx: PlannerContext,
): Interpretation {
  if (extraFacts.length === 0 || reading.fresh) return reading;
  // The question's own facts were read apart only when it said "right now" (askedFacts is facts otherwise).
  const untimed = reading.askedFacts === reading.facts ? null : reading.askedFacts;
  // Named one by one: spreading the reading would apply its facts (a getter) for nothing.
  const { text, act, recognition, fresh, statementThenQuestion, launchWords, launchAnswer } = reading;
  const parts = { text, act, recognition, fresh, statementThenQuestion, launchWords, launchAnswer };
  const more = { ...parts, restIsFine: reading.restIsFine, typedLines: reading.typedLines };
  return withFacts(more, [...reading.facts, ...extraFacts], untimed, state, ctx);
}
