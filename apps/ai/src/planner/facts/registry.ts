import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { DEFAULT_PROJECTION_INPUT } from '@northstar/shared/projections';
import type { DialogueAct } from '../dialogue/acts.ts';
import { applyPatch, mergePatch } from '../draft-patch.ts';
import type { DraftPatch, PlannerMemory, PlannerState } from '../planner-types.ts';
import type { Recognition } from '../recognise/recognise.ts';
import { applyGated } from '../recommend/compliance-gate.ts';
import { assetsFact } from './assets.fact.ts';
import type { ApplyContext, Fact, FactApplication, ReadContext } from './fact-types.ts';
import { slotRecognition } from './kinds/recognition.ts';
import { MessageText } from './message-text.ts';
import { nameFact, readLooseName } from './name.fact.ts';
import { type AnyFact, APPLY_ORDER, SLOTS, SPAN_SLOTS, slotFact } from './slots.ts';

// Every fact is declared once in the slot catalogue (slots.ts); applying follows the order derived from
// its dependencies. Readers of their own still claim their words in the order below: labelled free text
// first (a name, a description, copy), then numbers that look alike (ages, bids, budgets, dates), then
// vocabulary, so no later reader reads them again.

/** Where the span slots read, among the readers of their own. */
const SPAN_SLOTS_HERE = 'span slots';

// Keys of the slots with readers of their own, in the order they claim words.
const OWN_READ_ORDER = [
  'assets',
  'name',
  'description',
  'descriptions',
  'callsToAction',
  // Tags before headlines: `tag it "holiday" and "gifting"` files the campaign, it is not copy.
  'tags',
  'headlines',
  'reporting',
  'attributionWindow',
  'offers',
  'copyRequest',
  'customGoals',
  // Bids before ages: "keep cost per lead under 40 bucks" is a bid, not an age.
  'bidding',
  'ages',
  'allocation',
  'budget',
  'schedule',
  'budgetType',
  'pacing',
  // Secondary KPIs first: "also track CPA" and "secondary: CTR" claim their KPIs before the primary reader.
  'secondaryKpis',
  'certifications',
  'category',
  'objective',
  'primaryKpi',
  'industry',
  'unsupportedPlatforms',
  'platforms',
  'regions',
  'countries',
  // Slots of generic kinds read the one recognition of what is left: spans never overlap, so the
  // recogniser's overlap rule, not this list, decides which words they take.
  SPAN_SLOTS_HERE,
  'interests',
];

export const READ_ORDER: readonly AnyFact[] = OWN_READ_ORDER.flatMap((key) =>
  key === SPAN_SLOTS_HERE ? SPAN_SLOTS.map((s) => s.fact) : [slotFact(key)],
);

export const FACT_DEFINITIONS: ReadonlyMap<string, AnyFact> = new Map(SLOTS.map((s) => [s.key, s.fact]));

/** How the planner reads a message in a state: at its step, with what it asked for or suggested in view. */
export const readContextFor = (state: PlannerState, now: Date, act: DialogueAct): ReadContext => ({
  step: state.step,
  awaiting: state.pendingApproval?.kind ?? state.awaiting,
  draft: state.draft,
  now,
  act,
});

/** Every fact a message states, in reading order. */
export function readFacts(text: string, ctx: ReadContext): Fact[] {
  const message = new MessageText(text);
  const facts: Fact[] = [];
  // File names first ("see attached brief.pdf" is never a name), then a labelled name, which wins over a
  // bare answer; either claims its words before any other reader.
  facts.push(...(assetsFact.read(message, ctx) as Fact[]));
  const labelled = nameFact.read(message, ctx);
  facts.push(
    ...(labelled.length
      ? labelled
      : readLooseName(message, ctx.awaiting, (phrase, anyFact) => statesFacts(phrase, ctx, anyFact))),
  );
  let recognition: Recognition | undefined;
  for (const definition of READ_ORDER) {
    if (definition.key === 'name' || definition.key === 'assets') continue;
    const before = message.text;
    // One recognition for every span slot, of the words the readers before them left.
    if (definition.readSpans) recognition ??= slotRecognition(message.text, ctx.now);
    const read = (
      recognition && definition.readSpans
        ? definition.readSpans(recognition, message, ctx)
        : definition.read(message, ctx)
    ) as Fact[];
    // "No, I don't want target ROAS", "we don't need accelerated pacing": a value said only to refuse
    // it is not set. (Lists handle refusals themselves, as removals.)
    if (read.length && read.every((f) => f.op === 'set') && onlyRefused(before, message.text)) continue;
    facts.push(...read);
  }
  return facts;
}

// Facts a bare name must not carry: "US and Canada" or "20k" answer another question.
const NOT_IN_A_NAME = new Set([
  'platforms',
  'unsupportedPlatforms',
  'countries',
  'regions',
  'budget',
  'ages',
  'genders',
  'devices',
  'primaryKpi',
]);

/** Whether a phrase states facts a name must not carry (`anyFact`: any fact at all). */
function statesFacts(phrase: string, ctx: ReadContext, anyFact = false): boolean {
  const message = new MessageText(phrase);
  return READ_ORDER.some(
    (d) => d.key !== 'name' && (anyFact || NOT_IN_A_NAME.has(d.key)) && d.read(message, ctx).length > 0,
  );
}

const REFUSAL_BEFORE =
  /\b(?:don'?t|do\s+not|doesn'?t|does\s+not|won'?t|never|no|not)\s+(?:really\s+)?(?:want|need|use|do|like|go\s+(?:with|for)|care\s+(?:about|for))?\s*(?:a|an|the|any)?\s*$/i;

/** Every span a reader claimed (where `after` blanked `before`) follows a refusal, and nothing corrects it. */
function onlyRefused(before: string, after: string): boolean {
  if (/\b(?:but|instead|rather|meant|actually)\b/i.test(before)) return false;
  // Claimed words, joined across the spaces between them ("target roas" is one span).
  const spans: [number, number][] = [];
  for (let i = 0; i < before.length; i++) {
    if (before[i] === after[i]) continue;
    const last = spans.at(-1);
    if (last && /^\s*$/.test(before.slice(last[1], i))) last[1] = i + 1;
    else spans.push([i, i + 1]);
  }
  return (
    spans.length > 0 &&
    spans.every(([start]) => REFUSAL_BEFORE.test(before.slice(Math.max(0, start - 30), start)))
  );
}

export interface AppliedFacts {
  draft: CampaignDraft;
  /** The change the facts made, as one patch (what a what-if offers for approval). */
  patch: DraftPatch;
  changed: string[];
  understood: string[];
  warnings: string[];
  /** A fact held back for confirmation ("did you mean $20,000?"). */
  confirm: NonNullable<FactApplication['confirm']> | null;
  memory: PlannerMemory;
}

/** What a fact would change in this draft, applied alone (a held-back change counts too). */
export function factPatch(fact: Fact, draft: CampaignDraft, scope: ApplyScope): DraftPatch {
  const definition = FACT_DEFINITIONS.get(fact.key);
  if (!definition) return {};
  const result = definition.apply(fact as never, { cpmFor: DEFAULT_CPM, ...scope, draft });
  return { ...(result.patch ?? {}), ...(result.confirm?.patch ?? {}) };
}

/** The draft's top-level sections a fact would change ("budget", "targeting"), to compare with a suggestion. */
export const factSections = (fact: Fact, draft: CampaignDraft, scope: ApplyScope): string[] =>
  Object.keys(factPatch(fact, draft, scope));

const rank = (key: string) => {
  const at = APPLY_ORDER.indexOf(key);
  return at === -1 ? APPLY_ORDER.length : at;
};

export function mergeMemory(memory: PlannerMemory, add: Partial<PlannerMemory> | undefined): PlannerMemory {
  if (!add) return memory;
  const union = (a: readonly string[], b: readonly string[] = []) => [...new Set([...a, ...b])];
  const offers = union(memory.offers, add.offers).filter((o) => !(add.deniedOffers ?? []).includes(o));
  return {
    rejected: union(memory.rejected, add.rejected),
    offers,
    deniedOffers: union(memory.deniedOffers, add.deniedOffers).filter((o) => !(add.offers ?? []).includes(o)),
  };
}

/** What applying needs besides the draft: the clock, the conversation's memory, and live prices. */
export type ApplyScope = Pick<ApplyContext, 'now' | 'memory'> & Partial<Pick<ApplyContext, 'cpmFor'>>;

const DEFAULT_CPM = () => DEFAULT_PROJECTION_INPUT.cpm;

/** Applies a message's facts to the draft as one edit. */
export function applyFacts(draft: CampaignDraft, facts: readonly Fact[], scope: ApplyScope): AppliedFacts {
  const { now, cpmFor = DEFAULT_CPM } = scope;
  let view = draft;
  let patch: DraftPatch = {};
  let nextMemory = scope.memory;
  const changed: string[] = [];
  const understood: string[] = [];
  const warnings: string[] = [];
  let confirm: AppliedFacts['confirm'] = null;
  const ordered = [...facts].sort((a, b) => rank(a.key) - rank(b.key));
  for (const fact of ordered) {
    const definition = FACT_DEFINITIONS.get(fact.key);
    if (!definition) continue;
    const applyCtx = { now, draft: view, memory: nextMemory, cpmFor };
    // A regulated campaign never takes in what its rules forbid (compliance-gate.ts).
    const result = applyGated(fact, view, (f) => definition.apply(f as never, applyCtx));
    if (result.warnings) warnings.push(...result.warnings);
    nextMemory = mergeMemory(nextMemory, result.memory);
    if (result.confirm) {
      confirm ??= result.confirm;
      continue;
    }
    if (result.patch) {
      view = mergePatch(view, result.patch);
      patch = mergePatch(patch, result.patch);
      if (!changed.includes(fact.key)) changed.push(fact.key);
    }
    if (result.said) understood.push(result.said);
  }
  const unchanged = { draft, patch: {}, changed: [], understood: [], confirm, memory: nextMemory };
  if (changed.length === 0) return { ...unchanged, understood, warnings };
  const applied = applyPatch(draft, patch, now);
  if (!applied.ok)
    return { ...unchanged, warnings: [...warnings, 'I could not apply that change; please rephrase it.'] };
  return { draft: applied.draft, patch, changed, understood, warnings, confirm, memory: nextMemory };
}
