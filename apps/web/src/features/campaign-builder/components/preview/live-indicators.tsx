import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { Activity } from 'lucide-react';
import { useLiveIndicators } from '../../hooks/use-live-indicators.ts';

/** The preview header's seven figures: the live market, the draft's projection and its compliance review. */
export function LiveIndicators({ draft }: { draft: CampaignDraft }) {
  const indicators = useLiveIndicators(draft);
  return (
    <section aria-label="Live indicators" className="rounded-xl border border-line bg-card p-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {indicators.map((indicator) => (
          <div key={indicator.id} className="rounded-lg bg-raised px-3 py-2" data-indicator={indicator.id}>
            <dt className="flex items-center gap-1 text-xs text-muted">
              <Activity aria-hidden className="size-3 text-success" />
              {indicator.label}
            </dt>
            <dd className="mt-0.5 text-base font-semibold tabular-nums">{indicator.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
