import { NOT_ENOUGH_DATA, RECOMMENDATION_TITLES } from '@northstar/shared/analytics';
import type { Recommendation, RecommendationKind } from '@northstar/shared/analytics/schemas';
import { Clock, Info, type LucideIcon, Sparkles, Users, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRecommendations } from '../../../resources/analytics/analytics.api.ts';

const ICONS: Record<RecommendationKind, LucideIcon> = { budget: Wallet, audience: Users, schedule: Clock };

interface RecommendationsProps {
  /** Opens the campaign a card is about, when the table has it. */
  onOpenCampaign: (campaignId: string) => void;
  canOpen: (campaignId: string) => boolean;
}

function RecommendationCard({
  item,
  onOpenCampaign,
  canOpen,
}: { item: Recommendation } & RecommendationsProps) {
  const Icon = item.enoughData ? ICONS[item.kind] : Info;
  const titleId = useId();
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border p-5',
        item.enoughData ? 'border-line bg-card shadow-sm' : 'border-dashed border-line bg-raised/50',
      )}
    >
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-lg',
          item.enoughData ? 'bg-brand-100 text-brand-700' : 'bg-raised text-muted',
        )}
      >
        <Icon aria-hidden className="size-4.5" />
      </span>
      <h3 id={titleId} className="mt-3 font-semibold">
        {item.title || RECOMMENDATION_TITLES[item.kind]}
      </h3>
      {item.enoughData ? null : <p className="mt-1 text-sm font-medium text-muted">{NOT_ENOUGH_DATA}</p>}
      <p className="mt-1 flex-1 text-sm text-muted">{item.message}</p>
      {item.enoughData && item.campaignId && canOpen(item.campaignId) ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 self-start"
          aria-describedby={titleId}
          onClick={() => item.campaignId && onOpenCampaign(item.campaignId)}
        >
          View campaign
        </Button>
      ) : null}
    </li>
  );
}

/** The three advice cards, computed by the server from the user's own delivery. */
export function Recommendations(props: RecommendationsProps) {
  const headingId = useId();
  const recommendations = useRecommendations();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Sparkles aria-hidden className="size-4.5 text-brand-500" />
        AI Recommendations
      </h2>
      {recommendations.isPending ? (
        <div role="status" aria-label="Loading recommendations" className="grid gap-4 md:grid-cols-3">
          {['budget', 'audience', 'schedule'].map((key) => (
            <div
              key={key}
              className="h-40 animate-pulse rounded-xl border border-line bg-card motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : recommendations.isError ? (
        <LoadError onRetry={() => void recommendations.refetch()}>
          Recommendations could not be loaded.
        </LoadError>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {recommendations.data.map((item) => (
            <RecommendationCard key={item.kind} item={item} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}
