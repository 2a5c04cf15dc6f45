import { CAMPAIGN_PAGE_SIZE_MAX, type CampaignStatus, type LaunchFinding } from '@northstar/shared/campaign';
import type {
  Campaign,
  CampaignDraft,
  CampaignListItem,
  HistoryEntry,
} from '@northstar/shared/campaign/schemas';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { requestParsed } from '../parsed-request.ts';
import type { CampaignFilters } from './campaign-keys.ts';

// The /campaigns calls, each answer parsed with the shared contract (packages/shared campaign/api.ts).

/** The contract loads with the first answer: it brings the draft's schema. */
const contract = () => import('./campaign-contract.ts');
const listSchema = async () => (await contract()).campaignListResponseSchema;
const campaignSchema = async () => (await contract()).campaignResponseSchema;
const historySchema = async () => (await contract()).historyResponseSchema;

export type CampaignPage = Awaited<ReturnType<typeof fetchCampaigns>>;

/** Only the filters that are set go on the URL, so "All" means no parameter at all. */
export function campaignListPath(filters: CampaignFilters): string {
  const params = new URLSearchParams();
  const query = filters.query?.trim();
  if (query) params.set('query', query);
  if (filters.channelType) params.set('channelType', filters.channelType);
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  return `/campaigns?${params.toString()}`;
}

const idPath = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

export const fetchCampaigns = (filters: CampaignFilters) =>
  requestParsed(campaignListPath(filters), listSchema);

export const fetchCampaign = async (id: string): Promise<Campaign> =>
  (await requestParsed(idPath(id), campaignSchema)).campaign;

export const fetchCampaignHistory = async (id: string): Promise<HistoryEntry[]> =>
  (await requestParsed(`${idPath(id)}/history`, historySchema)).items;

/** Running ones first: they are where a holdout test measures something soonest. */
export const TESTABLE_STATUSES = [
  'active',
  'scheduled',
  'ready',
  'paused',
] as const satisfies readonly CampaignStatus[];

export const launchedCampaignsPath = (status: CampaignStatus) =>
  `/campaigns?${new URLSearchParams({ status, pageSize: String(CAMPAIGN_PAGE_SIZE_MAX) }).toString()}`;

/** The launched campaigns not over yet; the list filters by one status, so the four are asked at once. */
export async function fetchLaunchedCampaigns(): Promise<CampaignListItem[]> {
  const pages = await Promise.all(
    TESTABLE_STATUSES.map((status) => requestParsed(launchedCampaignsPath(status), listSchema)),
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
    ? await requestParsed(idPath(id), campaignSchema, {
        method: 'PUT',
        body: typeof input.version === 'number' ? { ...body, version: input.version } : body,
      })
    : await requestParsed('/campaigns', campaignSchema, { method: 'POST', body });
  return result.campaign;
}

export const deleteCampaign = (id: string) => apiRequest<null>(idPath(id), { method: 'DELETE' });

export const duplicateCampaign = async (id: string): Promise<Campaign> =>
  (await requestParsed(`${idPath(id)}/duplicate`, campaignSchema, { method: 'POST' })).campaign;

// The launch goes through the server: it runs the launch gate (packages/shared campaign/launch-gate.ts)
// on the stored draft, so nothing the browser holds can launch a campaign the gate would refuse.

/** POST /campaigns/{id}/launch (no body): the launched campaign (status ready, then scheduled/active). */
export const launchCampaign = async (id: string): Promise<Campaign> =>
  (await requestParsed(`${idPath(id)}/launch`, campaignSchema, { method: 'POST' })).campaign;

export type TransitionAction = 'pause' | 'resume';

/** POST /campaigns/{id}/pause or /resume: the campaign as the server stored it. */
export const transitionCampaign = async (id: string, action: TransitionAction): Promise<Campaign> =>
  (await requestParsed(`${idPath(id)}/${action}`, campaignSchema, { method: 'POST' })).campaign;

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
