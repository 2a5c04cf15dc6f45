import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { CaseStart, DraftExpectation, PhrasingCase } from '../eval-types.ts';

// The frozen held-out set (issue 23 item 6): its case shape, its classes and what counts as "core".
// Written 2026-11-28 before the planner redesign; see README.md for the rule.

export type Draft = NonNullable<CaseStart['draft']>;

/** The classes of advertiser language the set measures (issue 23), one per case. */
export const CLASSES = {
  lists: 'lists in everyday formats (bullets, pipes, numbered lines, comma lists, swaps)',
  negation: 'removal and negation scope, reasons that are not choices',
  splits: 'splits and ratios of the budget',
  places: 'place shorthand read by context',
  goals: 'goals described, not named',
  names: 'names: quotes, two quoted strings, a name after a question',
  context: 'context that is not a setting',
  approvals: 'approvals, rejections, modifications and corrections',
  events: 'events and places in a brief',
  slots: 'every other slot in new phrasings',
  acts: 'questions, what-ifs, small talk and "next": nothing changes',
  briefs: 'briefs and e-mails carrying several facts at once',
} as const;
export type CaseClass = keyof typeof CLASSES;

/**
 * Facts whose behaviour SEMANTICS.md states (its fact table, dialogue acts and sanity checks). A case is
 * "core" when its fact is one of these; the others (a slot the contract does not name yet) are reported
 * apart.
 */
export const CORE_FACTS: ReadonlySet<string> = new Set([
  'name',
  'objective',
  'category',
  'industry',
  'tags',
  'description',
  'kpi-primary',
  'kpi-secondary',
  'custom-goal',
  'attribution',
  'reporting',
  'platforms',
  'countries',
  'regions',
  'cities',
  'ages',
  'generations',
  'genders',
  'devices',
  'interests',
  'headlines',
  'ad-descriptions',
  'cta',
  'budget',
  'budget-rate',
  'budget-range',
  'budget-type',
  'pacing',
  'allocation',
  'schedule',
  'bidding',
  'sanity',
  'question',
  'what-if',
  'just-asking',
  'small-talk',
  'next',
  'approve',
  'reject',
  'modify',
  'correction',
  'multi',
  // SEMANTICS.md "Never: invent a fact": context said in passing changes nothing.
  'context',
]);

export interface FrozenCase extends PhrasingCase {
  class: CaseClass;
  /**
   * Expected values relative to the suggestion pending before the message ("keep those and add Japan"):
   * given the draft as it would be with that suggestion approved, the values the message must leave. Every
   * other change the approval makes is expected too.
   */
  fromPending?: (approved: CampaignDraft) => DraftExpectation;
  /** The message approves the pending suggestion as it stands (all its changes, nothing else). */
  approvesPending?: boolean;
  /** A question or what-if: the suggestion pending before is the one pending after, and no change is offered. */
  keepsPending?: boolean;
}

export const isCore = (c: Pick<FrozenCase, 'fact'>): boolean => CORE_FACTS.has(c.fact);
