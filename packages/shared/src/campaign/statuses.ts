// A campaign's life-cycle (docs/product.md#campaign-life-cycle):
//   draft <-> saved -> ready (launched) -> scheduled -> active <-> paused -> completed
// The builder writes draft and saved; only the launch gate writes ready; delivery moves a launched
// campaign on (scheduled until its start date, active while it runs, completed at its end date or when
// its budget is spent); the advertiser pauses and resumes. The server enforces every move.
// No zod here: the builder's first paint shows a campaign's status (lifecycle.ts adds the schema).

export const CAMPAIGN_STATUSES = [
  'draft',
  'saved',
  'ready',
  'scheduled',
  'active',
  'paused',
  'completed',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Statuses the builder may save with: before launch, the campaign is the advertiser's to shape. */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'saved'];
/** Launched and not yet over: delivery owns these. */
export const LAUNCHED_STATUSES: readonly CampaignStatus[] = ['ready', 'scheduled', 'active', 'paused'];

export const STATUS_LABELS: Readonly<Record<CampaignStatus, string>> = {
  draft: 'Draft',
  saved: 'Saved',
  ready: 'Ready',
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
};

/** Every allowed move, from -> to. Anything not listed is an invalid transition (409). */
const TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  draft: ['saved', 'ready'],
  saved: ['draft', 'ready'],
  ready: ['scheduled', 'active', 'paused', 'completed'],
  scheduled: ['active', 'paused', 'completed'],
  active: ['paused', 'completed'],
  paused: ['scheduled', 'active', 'completed'],
  completed: [],
};

export const canTransition = (from: CampaignStatus, to: CampaignStatus): boolean =>
  from === to || TRANSITIONS[from].includes(to);

export const isLaunched = (status: CampaignStatus): boolean => LAUNCHED_STATUSES.includes(status);

/** Pause applies to a launched campaign that is not paused or over yet. */
export const canPause = (status: CampaignStatus): boolean =>
  status === 'ready' || status === 'scheduled' || status === 'active';
export const canResume = (status: CampaignStatus): boolean => status === 'paused';

/**
 * Where a launched campaign stands on a given day (YYYY-MM-DD in its own time zone): before its start
 * date it is scheduled, after its end date it is completed, otherwise active. Paused stays paused.
 */
export function deliveryStatus(
  current: CampaignStatus,
  schedule: { startDate: string; endDate: string },
  today: string,
): CampaignStatus {
  if (current === 'completed' || !isLaunched(current)) return current;
  if (schedule.endDate && today > schedule.endDate) return 'completed';
  if (current === 'paused') return 'paused';
  return schedule.startDate && today < schedule.startDate ? 'scheduled' : 'active';
}
