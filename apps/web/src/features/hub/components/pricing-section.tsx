import type { LivePricing } from '@northstar/shared/market/schemas';
import type { Range } from '@northstar/shared/projections';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { formatCents, formatCompact, formatSignedPercent } from '../lib/format.ts';
import { Figure, LiveSection } from './live-section.tsx';

const trendIcon = { rising: ArrowUpRight, falling: ArrowDownRight, stable: ArrowRight } as const;
const trendText = { rising: 'Rising', falling: 'Falling', stable: 'Stable' } as const;
const competitionText = { low: 'Low', medium: 'Medium', high: 'High' } as const;

interface PricingSectionProps {
  /** Blended pricing of the platforms the projection is made on. */
  pricing: LivePricing | null;
  /** The projection's cost per click (its spend over its clicks), so the two never disagree. */
  cpc: Range | null;
}

export function PricingSection({ pricing, cpc }: PricingSectionProps) {
  if (!pricing) return null;
  const TrendIcon = trendIcon[pricing.priceTrend];
  return (
    <LiveSection title="Market pricing (simulated)">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Figure label="Current CPM" hint={`${formatSignedPercent(pricing.priceChange)} since last update`}>
          <span data-testid="live-cpm">{formatCents(pricing.currentCPM)}</span>
        </Figure>
        <Figure label="CPC range" hint="spend ÷ projected clicks">
          <span data-testid="live-cpc">{cpc ? `${formatCents(cpc[0])} – ${formatCents(cpc[1])}` : '—'}</span>
        </Figure>
        <Figure label="Competition">
          <span data-testid="live-competition">
            {competitionText[pricing.competitionLevel]} ({pricing.competitionScore}/100)
          </span>
        </Figure>
        <Figure label="Inventory available">
          <span data-testid="live-inventory">{formatCompact(pricing.inventoryAvailable)}</span> impressions
        </Figure>
        <Figure label="Price trend">
          <span className="inline-flex items-center gap-1">
            <TrendIcon aria-hidden className="size-4" />
            {trendText[pricing.priceTrend]}
          </span>
        </Figure>
      </dl>
      <p className="mt-3 text-xs text-muted">Prices include the 15% platform markup.</p>
    </LiveSection>
  );
}
