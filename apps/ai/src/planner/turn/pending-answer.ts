import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { applyPatch, mergePatch } from '../draft-patch.ts';
import type { Fact } from '../facts/fact-types.ts';
import { type ApplyScope, factPatch } from '../facts/registry.ts';
import { type ApprovalData, type ApprovalKind, isPlainObject } from '../planner-types.ts';
import { once } from './once.ts';

// How a message's candidate changes relate to the suggestion pending, compared field by field with the
// suggestion's own patch (its paths, names and values), never by searching its serialised text.

/** The facts that answer each kind of suggestion with the advertiser's own values. */
export const ANSWERED_BY: Readonly<Record<ApprovalKind, readonly string[]>> = {
  campaign_name: ['name'],
  kpi: ['primaryKpi'],
  platform_mix: ['platforms'],
  audience: ['countries', 'regions', 'ages'],
  headlines: ['headlines'],
  compliance_fix: ['countries', 'regions', 'ages', 'platforms', 'headlines', 'descriptions'],
  budget_allocation: ['allocation', 'schedule'],
  bidding_strategy: ['bidding'],
  what_if: [],
  confirm_fact: ['budget'],
  // Launch approvals are answered in planner-launch.ts, never by a fact.
  launch_policies: [],
  launch_payment: [],
  launch_terms: [],
};

export interface PendingComparison {
  /** A fact gives the advertiser's own value for what the suggestion asks ("call it Spring Sale"). */
  answers: boolean;
  /**
   * A change to the suggestion rather than a replacement: a removal of something it proposes ("no, not
   * Canada"), or an addition to the list it proposes ("same but add TikTok").
   */
  amends: boolean;
  /** Every fact says again what the suggestion proposes ("no, I don't want target ROAS"). */
  restates: boolean;
  /** A fact would change a section of the draft the suggestion changes. */
  touches: boolean;
  /**
   * The facts that set no field the suggestion sets: with an approval they stand beside it ("OK, let's
   * do 30k then" while the split of the budget is suggested sets the total, which the split does not).
   */
  beside: readonly Fact[];
  /** The suggestion still applies to the draft in hand. */
  applies: boolean;
}

/** Dotted paths of a patch's leaves ("budget.totalBudget"); arrays are leaves. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (!isPlainObject(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Every name and value a patch mentions: record keys ("google" in an allocation) and leaf values. */
function mentioned(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(value)) for (const item of value) mentioned(item, into);
  else if (isPlainObject(value))
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      mentioned(item, into);
    }
  else into.add(value);
  return into;
}

/** A removed value the suggestion proposes: every item of a removed list is one it mentions. */
function proposes(names: ReadonlySet<unknown>, removed: unknown): boolean {
  if (Array.isArray(removed)) return removed.length > 0 && removed.every((item) => names.has(item));
  return !isPlainObject(removed) && names.has(removed);
}

/** Equal as stored JSON: undefined fields count as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => sameValue(x, b[k]))
    );
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
    const [ka, kb] = [keys(a), keys(b)];
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
  }
  return Object.is(a, b);
}

const overlapping = (suggested: readonly string[], path: string) =>
  suggested.some((s) => s === path || s.startsWith(`${path}.`) || path.startsWith(`${s}.`));

/**
 * The facts against the pending suggestion. `approves`: the message also approves the rest of it
 * ("yes", "the rest is fine"), so refusing any item of the kind it answers amends it. What needs each
 * fact's patch (and so may quote the market) is worked out on first use, at most once.
 */
export function comparePending(
  pending: ApprovalData,
  facts: readonly Fact[],
  draft: CampaignDraft,
  scope: ApplyScope,
  approves: boolean,
): PendingComparison {
  const answeredBy = ANSWERED_BY[pending.kind];
  const names = once(() => mentioned(pending.patch));
  const patches = once(() => facts.map((f) => factPatch(f, draft, scope)));
  const suggested = once(() => leafPaths(pending.patch));
  const sections = Object.keys(pending.patch);
  const restates = once(
    () =>
      facts.length > 0 &&
      patches().every((p) => sameValue(mergePatch(pending.patch, p as never), pending.patch)),
  );
  const touches = once(() =>
    patches().some((p) => Object.keys(p).some((section) => sections.includes(section))),
  );
  const beside = once(() =>
    facts.filter((_, k) => !leafPaths(patches()[k]).some((path) => overlapping(suggested(), path))),
  );
  const applies = once(() => applyPatch(draft, pending.patch, scope.now).ok);
  return {
    answers: facts.some((f) => answeredBy.includes(f.key) && f.op !== 'remove'),
    amends: facts.some(
      (f) =>
        (f.op === 'remove' && ((approves && answeredBy.includes(f.key)) || proposes(names(), f.value))) ||
        (f.op === 'add' && answeredBy.includes(f.key)),
    ),
    get restates() {
      return restates();
    },
    get touches() {
      return touches();
    },
    get beside() {
      return beside();
    },
    get applies() {
      return applies();
    },
  };
}
