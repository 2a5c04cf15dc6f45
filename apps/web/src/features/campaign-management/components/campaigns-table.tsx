import { Pause, Pencil, Play, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { type CampaignStatus, type ManagedCampaign, STATUS_LABELS } from '../lib/sample-campaigns.ts';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const statusTone: Record<CampaignStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  draft: 'neutral',
};

const headerCell = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
// Under 640 px each row becomes a card whose cells show their column name (data-label).
const cell = cn(
  'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1',
  'max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide',
  'max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
);

interface CampaignsTableProps {
  campaigns: ManagedCampaign[];
  onToggle: (campaign: ManagedCampaign) => void;
  builderPath: string;
}

export function CampaignsTable({ campaigns, onToggle, builderPath }: CampaignsTableProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-line bg-card shadow-sm"
    >
      <h2 id={headingId} className="border-b border-line px-4 py-4 text-base font-semibold sm:px-6">
        Recent Campaigns
      </h2>
      {campaigns.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <SearchX aria-hidden className="size-8 text-muted" />
          <p className="font-semibold">No campaigns with this status</p>
          <p className="text-sm text-muted">Choose another filter to see more campaigns.</p>
        </div>
      ) : (
        <table aria-labelledby={headingId} className="w-full border-collapse text-sm max-sm:block">
          <thead className="border-b border-line bg-raised/60 max-sm:sr-only">
            <tr>
              {['Campaign', 'Status', 'Budget', 'Spend', 'CTR', 'ROAS'].map((title) => (
                <th key={title} scope="col" className={headerCell}>
                  {title}
                </th>
              ))}
              <th scope="col" className={cn(headerCell, 'text-right')}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0 max-sm:p-3">
            {campaigns.map((campaign) => (
              <tr
                key={campaign.id}
                className="max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:px-3 max-sm:py-2"
              >
                <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:py-1">
                  <p className="font-medium">{campaign.name}</p>
                  <p className="text-xs text-muted">{campaign.channel}</p>
                </td>
                <td data-label="Status" className={cell}>
                  <Badge tone={statusTone[campaign.status]}>{STATUS_LABELS[campaign.status]}</Badge>
                </td>
                <td data-label="Budget" className={cn(cell, 'tabular-nums')}>
                  {money.format(campaign.budget)}
                </td>
                <td data-label="Spend" className={cn(cell, 'tabular-nums')}>
                  {money.format(campaign.spend)}
                </td>
                <td data-label="CTR" className={cn(cell, 'tabular-nums')}>
                  {campaign.ctr === null ? '-' : `${(campaign.ctr * 100).toFixed(1)}%`}
                </td>
                <td data-label="ROAS" className={cn(cell, 'tabular-nums')}>
                  {campaign.roas === null ? '-' : `${campaign.roas.toFixed(1)}x`}
                </td>
                <td className="px-4 py-3 text-right max-sm:block max-sm:px-0 max-sm:pt-2">
                  {campaign.status === 'draft' ? (
                    <Link
                      to={builderPath}
                      aria-label={`Edit ${campaign.name}`}
                      className={buttonClasses('secondary', 'sm', 'max-sm:w-full')}
                    >
                      <Pencil aria-hidden className="size-4" />
                      Edit
                    </Link>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${campaign.status === 'active' ? 'Pause' : 'Resume'} ${campaign.name}`}
                      onClick={() => onToggle(campaign)}
                      className="max-sm:w-full"
                    >
                      {campaign.status === 'active' ? (
                        <Pause aria-hidden className="size-4" />
                      ) : (
                        <Play aria-hidden className="size-4" />
                      )}
                      {campaign.status === 'active' ? 'Pause' : 'Resume'}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
