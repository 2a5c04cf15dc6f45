import type { CampaignDraft, ComplianceStatus } from '@northstar/shared/campaign/schemas';
import { mulberry32 } from '@northstar/shared/market';
import { type DraftProjection, outcomeFor, type ProjectedOutcome } from '@northstar/shared/projections';
import { useEffect, useMemo, useState } from 'react';
import { useDraftProjection } from '../../../components/forecast/use-draft-projection.ts';
import { formatDollars } from '../../../lib/money.ts';
import { useMarketClock } from '../../../lib/use-market.ts';

// The preview header's seven indicators, from the models and nothing else: the simulated market (the
// shared clock the hub and the ticker read), the draft's projection (its POST /forecasts point through
// projectionFromPoint, as the hub and the assistant make it) and the compliance review. What the draft
// does not say yet reads "Not enough input" rather than a number made up for it.

export const INDICATOR_MIN_MS = 500;
export const INDICATOR_MAX_MS = 2_000;
export const NOT_ENOUGH_INPUT = 'Not enough input';
export const NONE = '—';

export interface Indicator {
  id: string;
  label: string;
  value: string;
}

const LEVEL = { low: 'Low', medium: 'Medium', high: 'High' } as const;
const APPROVAL: Record<ComplianceStatus, string> = {
  approved: 'Approved',
  pending: 'Needs review',
  rejected: 'Blocked',
};
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const range = ([min, max]: readonly [number, number]) => `${compact.format(min)}–${compact.format(max)}`;

/**
 * "±24%": how far the results' range reaches either side of its middle. It replaces a "confidence"
 * percentage that nothing measured (issue 22); this one says exactly what it is, the range's width.
 */
export function rangeWidthText(outcome: ProjectedOutcome): string {
  const [min, max] = outcome.results;
  const mid = (min + max) / 2;
  return mid > 0 ? `±${Math.round(((max - min) / 2 / mid) * 100)}%` : NONE;
}

/** The seven figures for a draft's projection and its compliance status (null: not reviewed yet). */
export function indicatorsFor(
  draft: CampaignDraft,
  projection: DraftProjection | null,
  approval: ComplianceStatus | null,
  /** The market's pricing at this tick, shown while the projection loads; the projection's otherwise. */
  pricing: DraftProjection['pricing'] | null = projection?.pricing ?? null,
): Indicator[] {
  const outcome = projection?.outcome;
  // Figures of the campaign need its budget; the default would be ours, not the advertiser's.
  const projected = outcome && !outcome.assumed.includes('budget') ? outcome : null;
  const results = outcomeFor(outcome?.objective ?? 'awareness').result.many;
  return [
    {
      id: 'reach',
      label: 'Available Reach',
      value: projected ? `${range(projected.reach)} people` : NOT_ENOUGH_INPUT,
    },
    {
      id: 'cpm',
      label: 'Est. CPM',
      value: pricing ? `$${pricing.currentCPM.toFixed(2)}` : NONE,
    },
    {
      id: 'competition',
      label: 'Competition',
      value: pricing ? LEVEL[pricing.competitionLevel] : NONE,
    },
    {
      id: 'pace',
      label: 'Budget Pace',
      value: projected ? `${formatDollars(projected.dailySpend)}/day` : NOT_ENOUGH_INPUT,
    },
    {
      id: 'approval',
      label: 'Approval',
      value: draft.platforms.selected.length === 0 || approval === null ? NONE : APPROVAL[approval],
    },
    {
      id: 'results',
      label: `Est. ${results}`,
      value: projected ? range(projected.results) : NOT_ENOUGH_INPUT,
    },
    {
      id: 'range',
      label: 'Results range',
      value: projected ? rangeWidthText(projected) : NONE,
    },
  ];
}

/** The compliance review's verdict, loaded on demand (its rules are large), or null until then. */
function useComplianceStatus(draft: CampaignDraft): ComplianceStatus | null {
  const [review, setReview] = useState<((d: CampaignDraft) => ComplianceStatus) | null>(null);
  useEffect(() => {
    let live = true;
    import('../lib/lazy-compliance-review.ts')
      .then((m) => {
        if (live) setReview(() => (d: CampaignDraft) => m.reviewCompliance(d).status);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (review ? review(draft) : null), [review, draft]);
}

/** The indicators of the preview's draft, re-read every 0.5 to 2 s (docs/product.md#simulated-market). */
export function useLiveIndicators(draft: CampaignDraft): Indicator[] {
  const [rng] = useState(() => mulberry32((Date.now() >>> 0) ^ 0x5bd1e995));
  const { market } = useMarketClock({
    nextDelay: () => INDICATOR_MIN_MS + rng() * (INDICATOR_MAX_MS - INDICATOR_MIN_MS),
  });
  const { projection, pricing } = useDraftProjection(draft, market);
  const approval = useComplianceStatus(draft);
  return useMemo(
    () => indicatorsFor(draft, projection, approval, pricing),
    [draft, projection, approval, pricing],
  );
}
