import type { AnalyticsSummary } from '@northstar/shared/analytics/schemas';
import { BadgeDollarSign, ChartLine, type LucideIcon, Megaphone, MousePointerClick } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatDollars, formatPercent, formatRoas, NO_VALUE } from '../lib/figures.ts';

interface Card {
  title: string;
  value: string;
  note: string;
  Icon: LucideIcon;
}

/** "1 scheduled, 2 paused": the launched campaigns that are not running right now. */
function waitingText(counts: AnalyticsSummary['campaigns']): string {
  const parts = (['ready', 'scheduled', 'paused', 'completed'] as const)
    .filter((status) => (counts[status] ?? 0) > 0)
    .map((status) => `${counts[status]} ${status}`);
  return parts.length > 0 ? parts.join(', ') : 'None paused or waiting';
}

interface SummaryCardsProps {
  summary: AnalyticsSummary | undefined;
  /** "Last 30 days": the period the figures cover. */
  periodLabel: string;
  loading: boolean;
}

export function SummaryCards({ summary, periodLabel, loading }: SummaryCardsProps) {
  if (!summary) {
    return loading ? (
      <div
        role="status"
        aria-label="Loading the summary"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        {[0, 1, 2, 3].map((key) => (
          <div
            key={key}
            className="h-32 animate-pulse rounded-xl border border-line bg-card motion-reduce:animate-none"
          />
        ))}
      </div>
    ) : null;
  }
  const { totals, campaigns } = summary;
  const cards: Card[] = [
    {
      title: 'Active Campaigns',
      value: String(campaigns.active ?? 0),
      note: waitingText(campaigns),
      Icon: Megaphone,
    },
    { title: 'Total Spend', value: formatDollars(totals.spend), note: periodLabel, Icon: BadgeDollarSign },
    {
      title: 'Average CTR',
      value: totals.ctr === null ? NO_VALUE : formatPercent(totals.ctr),
      note: totals.ctr === null ? `No impressions, ${periodLabel.toLowerCase()}` : periodLabel,
      Icon: MousePointerClick,
    },
    {
      title: 'ROAS',
      value: totals.roas === null ? NO_VALUE : formatRoas(totals.roas),
      note:
        totals.roas === null
          ? `No spend, ${periodLabel.toLowerCase()}`
          : totals.revenue === 0
            ? 'No revenue recorded: revenue is tracked for sales campaigns'
            : periodLabel,
      Icon: ChartLine,
    },
  ];
  return (
    <ul aria-label="Campaign summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ title, value, note, Icon }) => (
        <StatCard key={title} title={title} value={value} Icon={Icon}>
          {note}
        </StatCard>
      ))}
    </ul>
  );
}
