import type { LivePricing } from '@northstar/shared/market';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { formatCents, formatCompact, formatSignedPercent } from '../lib/format.ts';
import { Figure, LiveSection } from './live-section.tsx';

const trendIcon = { rising: ArrowUpRight, falling: ArrowDownRight, stable: ArrowRight } as const;
const trendText = { rising: 'Rising', falling: 'Falling', stable: 'Stable' } as const;
const competitionText = { low: 'Low', medium: 'Medium', high: 'High' } as const;

export function PricingSection({ pricing }: { pricing: LivePricing | null }) {
  if (!pricing) return null;
  const TrendIcon = trendIcon[pricing.priceTrend];
  return (
    <LiveSection title="Live pricing">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Figure label="Current CPM" hint={`${formatSignedPercent(pricing.priceChange)} since last update`}>
          <span data-testid="live-cpm">{formatCents(pricing.currentCPM)}</span>
        </Figure>
        <Figure label="CPC range">
          {formatCents(pricing.cpcRange[0])} – {formatCents(pricing.cpcRange[1])}
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
