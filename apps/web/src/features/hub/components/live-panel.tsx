import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import type { IncrementalityConfig } from '@northstar/shared/incrementality';
import type { MarketState } from '@northstar/shared/market';
import { type ReactNode, useMemo } from 'react';
import { BudgetCurve } from '../../../components/forecast/budget-curve.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatTime } from '../lib/format.ts';
import { liveProjection, steadyPowerBasis } from '../lib/live-projections.ts';
import { IncrementalitySection } from './incrementality-section.tsx';
import { LiveSection } from './live-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { ProjectionsSection } from './projections-section.tsx';

export const LIVE_PANEL_TITLE = 'Live Campaign Intelligence';

interface LivePanelProps {
  campaignState: CampaignDraft | null;
  /** The live market (the shared market clock), the one the assistant's replies quote. */
  market: MarketState;
  refreshedAt: string;
  incrementality: IncrementalityConfig;
  onIncrementalityChange: (config: IncrementalityConfig) => void;
  /** Saving the set-up failed: shown quietly in the section, with a retry. */
  incrementalityError?: string | null;
  onRetryIncrementality?: () => void;
  /** The id of the conversation's holdout test (the API owns the test). */
  holdoutTestId?: string | null;
  onHoldoutTestChange?: (testId: string | null) => void;
  /** The campaign the conversation owns. */
  campaignId?: string | null;
  headingId: string;
  /** E.g. the bottom sheet's close button, beside the title. */
  headerAction?: ReactNode;
}

/** Pricing, projections and the incrementality test for the campaign taking shape in the chat. */
export function LivePanel({
  campaignState,
  market,
  refreshedAt,
  incrementality,
  onIncrementalityChange,
  incrementalityError = null,
  onRetryIncrementality,
  holdoutTestId = null,
  onHoldoutTestChange,
  campaignId = null,
  headingId,
  headerAction,
}: LivePanelProps) {
  const projection = useMemo(() => liveProjection(campaignState, market), [campaignState, market]);
  const powerBasis = useMemo(
    () => (projection ? steadyPowerBasis(campaignState, projection) : null),
    [campaignState, projection],
  );
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold">
            {LIVE_PANEL_TITLE}
          </h2>
          <p className="mt-0.5 inline-flex items-center gap-1.5 text-xs text-muted">
            <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
            Simulated market · refreshed {formatTime(refreshedAt)}
          </p>
        </div>
        {headerAction}
      </div>
      {projection ? (
        <>
          <PricingSection pricing={projection.pricing} cpc={projection.outcome.cpc} />
          <ProjectionsSection projection={projection} />
          <LiveSection title="Budget curve" aside={<Badge tone="neutral">Simulated</Badge>}>
            <BudgetCurve draft={campaignState} />
          </LiveSection>
          <IncrementalitySection
            config={incrementality}
            onChange={onIncrementalityChange}
            saveError={incrementalityError}
            onRetrySave={onRetryIncrementality}
            holdoutTestId={holdoutTestId}
            onHoldoutTestChange={onHoldoutTestChange}
            campaignId={campaignId}
            outcome={projection.outcome}
            cpm={powerBasis?.cpm ?? projection.input.cpm}
            frequency={powerBasis?.frequency}
          />
        </>
      ) : (
        <p className="text-sm text-muted">No simulated market pricing for these platforms yet.</p>
      )}
    </div>
  );
}
