import { createDraft, KPI_OPTIONS_BY_OBJECTIVE, PLATFORM_IDS } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { allCases } from '../cases/index.ts';
import { EVAL_NOW } from '../eval-types.ts';
import { heldoutCases } from '../heldout/cases.ts';
import { heldout2Cases } from '../heldout-2/cases.ts';
import { heldout3Cases } from '../heldout-3/cases.ts';
import { personas } from '../personas.ts';
import { deepMerge, flatten, setPath } from './flatten.ts';
import { type CaseClass, CLASSES, type FrozenCase, isCore } from './frozen-types.ts';

// `run.ts --check`: validates every case's shape without running the planner, so the set can be checked
// while it stays unseen. Draft paths and values must be valid for the shared draft schema, texts unique
// here and new to every earlier table, dates ordered, KPIs known, splits whole. Prints counts only.

export const MIN_CASES = 300;

// Case, punctuation, emoji and spacing do not make a text new.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every message of the earlier tables and personas, normalised. */
function earlierTexts(): Set<string> {
  const texts = [
    ...allCases.flatMap((c) => [c.say, ...(c.at?.before ?? [])]),
    ...heldoutCases.flatMap((c) => [c.say, ...(c.at?.before ?? [])]),
    ...heldout2Cases.flatMap((c) => [c.say, ...(c.at?.before ?? [])]),
    ...heldout3Cases.flatMap((c) => [c.say, ...(c.at?.before ?? [])]),
    ...personas.flatMap((p) => p.turns.map((t) => t.say)),
  ];
  return new Set(texts.map(normalise));
}

const tuningTexts = () => new Set(allCases.flatMap((c) => [c.say, ...(c.at?.before ?? [])]).map(normalise));

// Optional fields of the draft schema a case may set, and the allocation's per-platform leaves.
const OPTIONAL_PATHS = new Set([
  'bidding.strategy.targetCpa',
  'bidding.strategy.targetRoas',
  'bidding.strategy.maxCpc',
  'bidding.optimization.frequencyCap.impressions',
  'bidding.optimization.frequencyCap.per',
]);
const ALL_KPIS = new Set(Object.values(KPI_OPTIONS_BY_OBJECTIVE).flatMap((list) => list.map((k) => k.id)));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const isCountry = (code: string) => {
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
};

function startDraft(c: FrozenCase): CampaignDraft {
  const base = createDraft({ now: EVAL_NOW, ...(c.at?.regulated ? { campaignType: 'regulated' } : {}) });
  return deepMerge(base, c.at?.draft ?? {});
}

function knownPath(path: string, leaves: Record<string, unknown>): boolean {
  if (path in leaves || OPTIONAL_PATHS.has(path)) return true;
  const platform = path.startsWith('budget.allocation.') ? path.slice('budget.allocation.'.length) : '';
  return (PLATFORM_IDS as readonly string[]).includes(platform);
}

/** Problems with one case's shape (empty when it is well-formed). */
export function caseProblems(c: FrozenCase): string[] {
  const problems: string[] = [];
  if (!(c.class in CLASSES)) problems.push(`unknown class ${c.class}`);
  const step = c.at?.step ?? 1;
  if (!Number.isInteger(step) || step < 1 || step > 9) problems.push(`step ${step}`);
  const outcomes = [c.expect, c.unchanged, c.fromPending, c.approvesPending].filter((x) => x !== undefined);
  if (outcomes.length !== 1)
    problems.push('needs exactly one of expect, unchanged, fromPending, approvesPending');
  if (c.keepsPending && !c.unchanged) problems.push('keepsPending is for questions that change nothing');

  const start = startDraft(c);
  const startCheck = campaignDraftSchema.safeParse(start);
  if (!startCheck.success) problems.push(`start draft invalid: ${startCheck.error.issues[0]?.message}`);
  const leaves = flatten(start);
  const after = structuredClone(start) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(c.expect ?? {})) {
    if (!knownPath(path, leaves)) problems.push(`unknown path ${path}`);
    setPath(after, path, value);
  }
  const parsed = campaignDraftSchema.safeParse(after);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((i) => `invalid ${i.path.join('.')}: ${i.message}`));
  const draft = after as unknown as CampaignDraft;
  for (const code of draft.targeting.geography.countries)
    if (!isCountry(code)) problems.push(`not an ISO country: ${code}`);
  for (const kpi of [draft.kpis.primary, ...draft.kpis.secondary])
    if (kpi && !ALL_KPIS.has(kpi)) problems.push(`unknown KPI ${kpi}`);
  const { startDate, endDate } = draft.schedule;
  if (startDate && endDate && startDate > endDate) problems.push(`start ${startDate} after end ${endDate}`);
  const shares = Object.entries(draft.budget.allocation);
  if (shares.length > 0) {
    const total = shares.reduce((sum, [, pct]) => sum + (pct ?? 0), 0);
    if (Math.abs(total - 100) > 0.001) problems.push(`split totals ${total}%`);
    const off = shares.filter(([id]) => !draft.platforms.selected.includes(id as never));
    if (off.length > 0) problems.push(`split on unselected ${off.map(([id]) => id).join(', ')}`);
  }
  return problems;
}

export interface CheckSummary {
  problems: string[];
  byClass: Map<CaseClass, { total: number; core: number }>;
  byFact: Map<string, number>;
  total: number;
  core: number;
}

export function checkSet(cases: readonly FrozenCase[]): CheckSummary {
  const problems: string[] = [];
  const earlier = earlierTexts();
  const tuning = tuningTexts();
  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) problems.push(`${c.id}: duplicate id`);
    ids.add(c.id);
    const text = normalise(c.say);
    if (texts.has(text)) problems.push(`${c.id}: duplicate text in this set`);
    texts.add(text);
    if (earlier.has(text)) problems.push(`${c.id}: text already in an earlier table`);
    for (const b of c.at?.before ?? [])
      if (!tuning.has(normalise(b))) problems.push(`${c.id}: "before" is not a tuning-table phrasing`);
    problems.push(...caseProblems(c).map((p) => `${c.id}: ${p}`));
  }
  if (cases.length < MIN_CASES) problems.push(`only ${cases.length} cases, at least ${MIN_CASES} wanted`);
  const byClass = new Map<CaseClass, { total: number; core: number }>();
  const byFact = new Map<string, number>();
  for (const c of cases) {
    const row = byClass.get(c.class) ?? { total: 0, core: 0 };
    row.total++;
    if (isCore(c)) row.core++;
    byClass.set(c.class, row);
    byFact.set(c.fact, (byFact.get(c.fact) ?? 0) + 1);
  }
  const core = cases.filter(isCore).length;
  return { problems, byClass, byFact, total: cases.length, core };
}
