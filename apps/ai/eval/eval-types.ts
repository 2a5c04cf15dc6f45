import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { DeepPartial } from '../src/planner/planner-types.ts';

// The assistant's own evaluation (`npm run eval:assistant`). Every case is judged against a fixed clock:
// EVAL_NOW, a Tuesday, campaign time zone UTC.

export const EVAL_NOW = new Date('2026-11-24T12:00:00Z');

/**
 * Where a case starts. The runner builds the state the planner would have there: a new conversation
 * (regulated when `regulated`), the draft values given, then the planner's own prompt at `step` (so the
 * question it asked, or the recommendation it made, is pending exactly as in a real chat).
 */
export interface CaseStart {
  /** 1..9; default 1. */
  step?: number;
  /** Values already in the draft (deep-merged into a new draft). */
  draft?: DeepPartial<CampaignDraft>;
  /** Start in the regulated builder's context. */
  regulated?: boolean;
  /** Messages sent first, unjudged: to reach a situation (a question asked, a suggestion rejected). */
  before?: string[];
}

/**
 * Expected draft values after the message, keyed by dotted path into the draft
 * ("budget.totalBudget", "targeting.geography.countries"). Arrays compare as sets unless the path is
 * in ORDERED_PATHS. Every path the message changed must be listed: a changed field that is not
 * expected fails the case (nothing silently invented). `updatedAt` and `compliance.status` are ignored.
 */
export type DraftExpectation = Record<string, unknown>;

export interface PhrasingCase {
  /** Unique, e.g. "budget-grand-2". */
  id: string;
  /** The fact or behaviour judged, for per-fact accuracy ("budget", "name", "question", ...). */
  fact: string;
  at?: CaseStart;
  /** The judged message, typed as a person types it. */
  say: string;
  /** Exact changes; omit (or {}) with `unchanged: true` for a message that must change nothing. */
  expect?: DraftExpectation;
  /** The campaign must stay exactly as it was (questions, hypotheticals, small talk). */
  unchanged?: boolean;
  /** Case-insensitive substrings the reply must contain (e.g. "$20,000" for a sanity question). */
  replyIncludes?: string[];
  /** Case-insensitive substrings the reply must not contain (e.g. "free shipping"). */
  replyExcludes?: string[];
  /** The reply must (true) or must not (false) ask for approval. */
  asksApproval?: boolean;
  /** The planner's step after the message. */
  stepAfter?: number;
}

export interface PersonaTurn {
  say: string;
  expect?: DraftExpectation;
  replyIncludes?: string[];
  replyExcludes?: string[];
}

export interface Persona {
  id: string;
  /** Who they are, one line. */
  who: string;
  regulated?: boolean;
  turns: PersonaTurn[];
  /** Draft values at the end. */
  final: DraftExpectation;
  /** The conversation must end launched (step 9, launch accepted, no compliance blocker). */
  launchable: boolean;
}

/** Paths whose arrays are compared in order. */
export const ORDERED_PATHS = new Set(['creatives.copy.headlines']);
