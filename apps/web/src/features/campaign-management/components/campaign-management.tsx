import { BadgeDollarSign, ChartLine, Megaphone, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  type ManagedCampaign,
  SAMPLE_CAMPAIGNS,
  STATUS_FILTERS,
  type StatusFilter,
  summarize,
  toggledStatus,
} from '../lib/sample-campaigns.ts';
import { CampaignsTable } from './campaigns-table.tsx';
import { Recommendations } from './recommendations.tsx';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

interface CampaignManagementProps {
  /** Where "New Campaign" goes. */
  builderPath: string;
}

export function CampaignManagement({ builderPath }: CampaignManagementProps) {
  const navigate = useNavigate();
  const [campaigns, setCampaigns] = useState<ManagedCampaign[]>(() => [...SAMPLE_CAMPAIGNS]);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const visible = filter === 'all' ? campaigns : campaigns.filter((c) => c.status === filter);
  const summary = summarize(campaigns);

  const onToggle = (campaign: ManagedCampaign) => {
    const status = toggledStatus(campaign.status);
    setCampaigns((list) => list.map((c) => (c.id === campaign.id ? { ...c, status } : c)));
    toast.success(`"${campaign.name}" ${status === 'paused' ? 'paused' : 'resumed'}`);
  };

  const cards = [
    {
      title: 'Total Campaigns',
      value: String(campaigns.length),
      note: `${summary.active} active`,
      Icon: Megaphone,
    },
    {
      title: 'Total Budget',
      value: money.format(summary.totalBudget),
      note: 'Across all campaigns',
      Icon: Wallet,
    },
    {
      title: 'Total Spend',
      value: money.format(summary.totalSpend),
      note: `${Math.round((summary.totalSpend / Math.max(summary.totalBudget, 1)) * 100)}% of budget`,
      Icon: BadgeDollarSign,
    },
    {
      title: 'Average ROAS',
      value: summary.averageRoas === null ? '-' : `${summary.averageRoas.toFixed(1)}x`,
      note: 'Weighted by spend',
      Icon: ChartLine,
    },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Campaign Management</h1>
          <p className="mt-1 text-sm text-muted">Monitor, pause and resume your campaigns.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Select
            label="Filter campaigns by status"
            hideLabel
            value={filter}
            onChange={(event) => setFilter(event.target.value as StatusFilter)}
            options={STATUS_FILTERS}
            className="sm:w-44"
          />
          <Button onClick={() => navigate(builderPath)}>
            <Plus aria-hidden className="size-4" />
            New Campaign
          </Button>
        </div>
      </div>

      <ul aria-label="Campaign summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ title, value, note, Icon }) => (
          <li key={title} className="rounded-xl border border-line bg-card p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-sm font-medium text-muted">{title}</h2>
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden className="size-4.5" />
              </span>
            </div>
            <p className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{value}</p>
            <p className="mt-1 text-xs text-muted">{note}</p>
          </li>
        ))}
      </ul>

      <CampaignsTable campaigns={visible} onToggle={onToggle} builderPath={builderPath} />
      <Recommendations />
    </div>
  );
}
