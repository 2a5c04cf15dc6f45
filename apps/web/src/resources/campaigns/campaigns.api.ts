import { CAMPAIGN_PAGE_SIZE_MAX, type CampaignStatus, type LaunchFinding } from '@northstar/shared/campaign';
import type {
  Campaign,
  CampaignDraft,
  CampaignListItem,
  HistoryEntry,
} from '@northstar/shared/campaign/schemas';
import { isApiError } from '../../lib/api-client.ts';
import { routeClient } from '../route-client.ts';
import type { CampaignFilters } from './campaign-keys.ts';

// The /campaigns calls, typed and parsed by the shared route table (packages/shared contract/campaigns.ts).

/** The table loads with the first call: it brings the draft's schema, which a first paint does without. */
const campaigns = routeClient(async () => (await import('./campaign-contract.ts')).campaignRoutes);

export type CampaignPage = Awaited<ReturnType<typeof fetchCampaigns>>;

/** Only the filters that are set go on the URL, so "All" means no parameter at all. */
export const fetchCampaigns = (filters: CampaignFilters) =>
  campaigns('list', {
    query: {
      query: filters.query?.trim(),
      channelType: filters.channelType,
      status: filters.status,
      page: filters.page,
      pageSize: filters.pageSize,
    },
  });

export const fetchCampaign = async (id: string): Promise<Campaign> =>
  (await campaigns('get', { params: { id } })).campaign;

export const fetchCampaignHistory = async (id: string): Promise<HistoryEntry[]> =>
  (await campaigns('history', { params: { id } })).items;

/** Running ones first: they are where a holdout test measures something soonest. */
export const TESTABLE_STATUSES = [
  'active',
  'scheduled',
  'ready',
  'paused',
] as const satisfies readonly CampaignStatus[];

/** The launched campaigns not over yet; the list filters by one status, so the four are asked at once. */
export async function fetchLaunchedCampaigns(): Promise<CampaignListItem[]> {
  const pages = await Promise.all(
    TESTABLE_STATUSES.map((status) =>
      campaigns('list', { query: { status, pageSize: CAMPAIGN_PAGE_SIZE_MAX } }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

export interface SaveCampaignInput {
  draft: CampaignDraft;
  status?: CampaignStatus;
  /** The server version the draft is based on: a PUT of an older one is refused (409 VERSION_CONFLICT). */
  version?: number | null;
}

/** POST for a campaign the server has not seen yet, PUT once it has an id. */
export async function saveCampaign(id: string | null, input: SaveCampaignInput): Promise<Campaign> {
  const body = { draft: input.draft, ...(input.status ? { status: input.status } : {}) };
  const result = id
    ? await campaigns('update', {
        params: { id },
        body: typeof input.version === 'number' ? { ...body, version: input.version } : body,
      })
    : await campaigns('create', { body });
  return result.campaign;
}

export const deleteCampaign = (id: string) => campaigns('remove', { params: { id } });

export const duplicateCampaign = async (id: string): Promise<Campaign> =>
  (await campaigns('duplicate', { params: { id } })).campaign;

// The launch goes through the server: it runs the launch gate (packages/shared campaign/launch-gate.ts)
// on the stored draft, so nothing the browser holds can launch a campaign the gate would refuse.

/** POST /campaigns/{id}/launch (no body): the launched campaign (status ready, then scheduled/active). */
export const launchCampaign = async (id: string): Promise<Campaign> =>
  (await campaigns('launch', { params: { id } })).campaign;

export type TransitionAction = 'pause' | 'resume';

/** POST /campaigns/{id}/pause or /resume: the campaign as the server stored it. */
export const transitionCampaign = async (id: string, action: TransitionAction): Promise<Campaign> =>
  (await campaigns(action, { params: { id } })).campaign;

export const VERSION_CONFLICT = 'VERSION_CONFLICT';
export const LAUNCH_BLOCKED = 'LAUNCH_BLOCKED';

/** A 409 VERSION_CONFLICT: the campaign was changed elsewhere since this copy was loaded. */
export const isVersionConflict = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === VERSION_CONFLICT;

/**
 * A 422 LAUNCH_BLOCKED from the launch, or from a write the gate checks (status ready, an edit of a
 * launched campaign): the findings it listed, or null for any other error.
 */
export function launchBlockFindings(error: unknown): LaunchFinding[] | null {
  if (!isApiError(error) || error.status !== 422 || error.code !== LAUNCH_BLOCKED) return null;
  return error.findings ?? [];
}
