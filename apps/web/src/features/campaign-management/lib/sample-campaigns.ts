// Static sample data of the campaign management page (SPEC: the table is sample content).
export type CampaignStatus = 'active' | 'paused' | 'draft';

export interface ManagedCampaign {
  id: string;
  name: string;
  channel: string;
  status: CampaignStatus;
  budget: number;
  spend: number;
  /** 0..1; null before any delivery. */
  ctr: number | null;
  roas: number | null;
}

export const SAMPLE_CAMPAIGNS: readonly ManagedCampaign[] = [
  {
    id: 'c1',
    name: 'Summer Sale 2025',
    channel: 'Google Ads, Facebook',
    status: 'active',
    budget: 15_000,
    spend: 8_420,
    ctr: 0.032,
    roas: 4.2,
  },
  {
    id: 'c2',
    name: 'Brand Awareness Q2',
    channel: 'Instagram, TikTok',
    status: 'active',
    budget: 25_000,
    spend: 18_300,
    ctr: 0.021,
    roas: 2.8,
  },
  {
    id: 'c3',
    name: 'Holiday Retargeting',
    channel: 'Facebook',
    status: 'paused',
    budget: 8_000,
    spend: 5_200,
    ctr: 0.045,
    roas: 5.1,
  },
  {
    id: 'c4',
    name: 'Product Launch Teaser',
    channel: 'TikTok',
    status: 'draft',
    budget: 12_000,
    spend: 0,
    ctr: null,
    roas: null,
  },
  {
    id: 'c5',
    name: 'Lead Generation B2B',
    channel: 'LinkedIn',
    status: 'active',
    budget: 10_000,
    spend: 6_750,
    ctr: 0.018,
    roas: 3.4,
  },
  {
    id: 'c6',
    name: 'App Install Push',
    channel: 'Google Ads, Instagram',
    status: 'paused',
    budget: 6_000,
    spend: 2_900,
    ctr: 0.026,
    roas: 1.9,
  },
];

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Campaigns' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'draft', label: 'Draft' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  draft: 'Draft',
};

export interface CampaignSummary {
  totalBudget: number;
  totalSpend: number;
  active: number;
  /** Spend-weighted; null before any spend. */
  averageRoas: number | null;
}

export function summarize(campaigns: readonly ManagedCampaign[]): CampaignSummary {
  const totalBudget = campaigns.reduce((sum, c) => sum + c.budget, 0);
  const totalSpend = campaigns.reduce((sum, c) => sum + c.spend, 0);
  const earned = campaigns.reduce((sum, c) => sum + c.spend * (c.roas ?? 0), 0);
  return {
    totalBudget,
    totalSpend,
    active: campaigns.filter((c) => c.status === 'active').length,
    averageRoas: totalSpend > 0 ? earned / totalSpend : null,
  };
}

/** Pause an active campaign, resume a paused one; drafts do not change. */
export const toggledStatus = (status: CampaignStatus): CampaignStatus =>
  status === 'active' ? 'paused' : status === 'paused' ? 'active' : status;
