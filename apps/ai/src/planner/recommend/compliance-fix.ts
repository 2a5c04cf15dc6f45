import {
  type PlatformId,
  platformName,
  platformPolicy,
  regulatedCategoryOf,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  type ComplianceFinding,
  type ComplianceReview,
  resolveGeography,
  reviewCompliance,
} from '@northstar/shared/compliance';
import { joinList } from '../format.ts';
import type { DraftPatch } from '../planner-types.ts';
import {
  acceptingNetworks,
  draftOf,
  type Plan,
  patchOf,
  planKey,
  planOf,
  repairRound,
} from './compliance-repair.ts';

const blockersIn = (review: ComplianceReview) => review.findings.filter((f) => f.severity === 'blocker');

export const blockersOf = (draft: CampaignDraft): ComplianceFinding[] => blockersIn(reviewCompliance(draft));

/** A blocker's identity across edits (copy line numbers move, the rule and the place do not). */
export const blockerKey = (f: ComplianceFinding) =>
  [f.ruleId, f.platform ?? '', f.country ?? '', f.region ?? ''].join('|');

export type ComplianceFixKind = 'fix' | 'drop-platforms' | 'replace-platforms';

export interface ComplianceFix {
  /** fix: the smallest change for every blocker; the others trade platforms for the blockers they cause. */
  kind: ComplianceFixKind;
  patch: DraftPatch;
  /** What the fix changes, one short clause each. */
  changes: string[];
  /** "drop Google Ads", "move to Mantis Ad Network and Traffic Roots": the change in a few words. */
  headline: string;
  /** The draft's blockers this fix clears. */
  answered: ComplianceFinding[];
  /** Blockers the fix cannot clear on its own (never one the draft did not already have). */
  remaining: ComplianceFinding[];
}

// Enough for the longest chain: drop a banned network, move to one that takes the category, drop a
// country it does not serve, raise the age, clean the copy, place the disclaimers.
const MAX_ROUNDS = 6;

type Reviewer = (plan: Plan) => ComplianceReview;

/** Reviews plans of one draft, each distinct plan once: a repair and the offer both read its review. */
function reviewer(draft: CampaignDraft): Reviewer {
  const reviews = new Map<string, ComplianceReview>();
  return (plan) => {
    const key = planKey(plan);
    let review = reviews.get(key);
    if (!review) {
      review = reviewCompliance(draftOf(draft, plan));
      reviews.set(key, review);
    }
    return review;
  };
}

/** Repairs round by round; with `before`, keeps the last plan that adds no blocker the draft lacked. */
function repair(draft: CampaignDraft, review: Reviewer, start: Plan, before: Set<string> | null): Plan {
  const addsNothing = (p: Plan) => !before || blockersIn(review(p)).every((f) => before.has(blockerKey(f)));
  let plan = start;
  let safe = start;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = repairRound(draft, plan, blockersIn(review(plan)));
    if (planKey(next) === planKey(plan)) break;
    plan = next;
    if (addsNothing(plan)) safe = plan;
  }
  return safe;
}

const names = (ids: readonly PlatformId[]) => joinList(ids.map(platformName));

/**
 * Every distinct way to clear the compliance blockers, best first: the smallest change (drop what is
 * not allowed, raise the age, clean the copy, add disclaimers that fit the platforms' lines), then
 * dropping the platforms the blockers come from, then replacing them with networks that take the
 * category. A platform alternative is offered only when it clears every blocker. Each fix is checked
 * against the review: it never adds a blocker, and a fix that changes nothing is not offered.
 */
export function complianceFixes(draft: CampaignDraft): ComplianceFix[] {
  const blockers = blockersOf(draft);
  if (blockers.length === 0) return [];
  const before = new Set(blockers.map(blockerKey));
  const review = reviewer(draft);
  const original = planOf(draft);
  const seen = new Set([planKey(original)]);
  const fixes: ComplianceFix[] = [];

  const offer = (kind: ComplianceFixKind, plan: Plan, headline: string) => {
    const key = planKey(plan);
    if (seen.has(key)) return;
    seen.add(key);
    const after = review(plan);
    const remaining = blockersIn(after);
    if (remaining.some((f) => !before.has(blockerKey(f)))) return;
    if (kind !== 'fix' && remaining.length > 0) return;
    const left = new Set(remaining.map(blockerKey));
    fixes.push({
      kind,
      patch: { ...patchOf(plan), compliance: { status: after.status } },
      changes: [...new Set(plan.log)],
      headline,
      answered: blockers.filter((f) => !left.has(blockerKey(f))),
      remaining,
    });
  };

  const minimal = repair(draft, review, original, before);
  offer('fix', minimal, [...new Set(minimal.log)].join(', '));

  // Platforms the blockers come from, before or after the smallest fix; a network's country limit
  // does not count where the category is banned anyway (that country goes whatever the network).
  const category = regulatedCategoryOf(draft);
  const banned = new Set(blockers.filter((f) => f.ruleId === `${category}.countries`).map((f) => f.country));
  const selected = draft.platforms.selected;
  const culprits = [
    ...new Set(
      [...blockers, ...blockersIn(review(minimal))].flatMap((f) =>
        f.platform && !(f.ruleId.endsWith('.countries') && banned.has(f.country)) ? [f.platform] : [],
      ),
    ),
  ].filter((p) => selected.includes(p));
  if (culprits.length === 0) return fixes;
  const kept = selected.filter((p) => !culprits.includes(p));
  if (kept.length > 0) {
    const headline = `drop ${names(culprits)}`;
    offer(
      'drop-platforms',
      repair(draft, review, { ...original, platforms: kept, log: [headline] }, null),
      headline,
    );
  }
  if (category) {
    // Networks that take the category where the campaign may run at all.
    const geography = resolveGeography(original);
    const where = { ...geography, countries: geography.countries.filter((c) => !banned.has(c)) };
    const candidates = acceptingNetworks(category, where).filter((p) => !selected.includes(p));
    // Networks the advertiser can use today (no certification, or one on file) first; others only
    // when nothing would be left to run on.
    const ready = candidates.filter(
      (p) => platformPolicy(category, p).access === 'allowed' || draft.compliance.certifications.includes(p),
    );
    const added = ready.length > 0 ? ready : kept.length === 0 ? candidates : [];
    if (added.length > 0) {
      const headline = kept.length
        ? `replace ${names(culprits)} with ${names(added)}`
        : `move to ${names(added)}`;
      const start = { ...original, platforms: [...kept, ...added], log: [headline] };
      offer('replace-platforms', repair(draft, review, start, null), headline);
    }
  }
  return fixes;
}

/** Fix number `variant` (0 = the first choice); null when there is nothing (more) to offer. */
export function complianceFix(draft: CampaignDraft, variant: number): ComplianceFix | null {
  return complianceFixes(draft)[variant] ?? null;
}
