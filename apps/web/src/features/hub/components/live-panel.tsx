import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { IncrementalityConfig } from '@northstar/shared/incrementality';
import type { MarketState } from '@northstar/shared/market';
import { type ReactNode, useMemo } from 'react';
import { BudgetCurve } from '../../../components/forecast/budget-curve.tsx';
import { useDraftProjection } from '../../../components/forecast/use-draft-projection.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatTime } from '../lib/format.ts';
import { BLANK_CAMPAIGN, liveProjection, steadyPowerBasis } from '../lib/live-projections.ts';
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
  const live = useDraftProjection(campaignState ?? BLANK_CAMPAIGN, market);
  const projection = useMemo(
    () => (live.projection ? liveProjection(live.projection) : null),
    [live.projection],
  );
  const powerBasis = useMemo(() => (projection ? steadyPowerBasis(projection) : null), [projection]);
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
      {live.pricing ? (
        <>
          <PricingSection pricing={live.pricing} cpc={projection?.outcome.cpc ?? null} />
          {projection ? (
            <ProjectionsSection projection={projection} />
          ) : live.isError ? (
            <LoadError onRetry={live.refetch}>The projection could not be loaded.</LoadError>
          ) : (
            <div
              role="status"
              aria-label="Loading the projection"
              className="h-40 animate-pulse rounded-lg bg-raised motion-reduce:animate-none"
            />
          )}
          <LiveSection title="Budget curve" aside={<Badge tone="neutral">Simulated</Badge>}>
            <BudgetCurve draft={campaignState} />
          </LiveSection>
          {projection ? (
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
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted">No simulated market pricing for these platforms yet.</p>
      )}
    </div>
  );
}
