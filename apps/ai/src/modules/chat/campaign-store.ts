import { ACTOR_HEADER, type LaunchFinding, type StepNumber } from '@northstar/shared/campaign';
import {
  type CampaignDraft,
  type CampaignOrigin,
  campaignResponseSchema,
  type LaunchCampaignRequest,
  launchFindingSchema,
} from '@northstar/shared/campaign/schemas';
import { z } from 'zod';
import { type ApiMethod, type ApiResponse, createApiRequester } from '../../lib/api-request.ts';

// The conversation's campaign lives in the API (issue 21): the assistant writes it there with the
// user's own token, so the API's owner checks, validation, version check and launch gate apply to it
// exactly as to the builder. The AI service never touches the API's database (apps never import apps).

export interface StoredCampaign {
  id: string;
  version: number;
  origin: CampaignOrigin;
  status: string;
  channelType: string;
  launchedAt: string | null;
  draft: CampaignDraft;
}

export type StoreFailure =
  /** Another writer (the builder) saved a newer version. */
  | { kind: 'conflict' }
  /** The launch gate refused. */
  | { kind: 'blocked'; findings: LaunchFinding[] }
  /** Not the caller's campaign, or deleted since. */
  | { kind: 'not_found' }
  /** The API refused the write for another reason (validation, a launched campaign's rules). */
  | { kind: 'refused'; code: string; message: string }
  /** Unreachable, timed out, or a 5xx. */
  | { kind: 'unavailable' };

export type StoreResult = { ok: true; campaign: StoredCampaign } | ({ ok: false } & StoreFailure);

export interface CampaignStore {
  create(token: string, draft: CampaignDraft): Promise<StoreResult>;
  update(token: string, id: string, draft: CampaignDraft, version: number | null): Promise<StoreResult>;
  get(token: string, id: string): Promise<StoreResult>;
  /** Launches with what the user approved in the chat (policies, the sandbox card, the terms). */
  launch(token: string, id: string, version: number | null): Promise<StoreResult>;
}

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    findings: z.array(launchFindingSchema).optional(),
  }),
});

export interface HttpCampaignStoreOptions {
  apiUrl: string;
  timeoutMs?: number;
}

export function createHttpCampaignStore(options: HttpCampaignStoreOptions): CampaignStore {
  const request = createApiRequester({ ...options, timeoutMs: options.timeoutMs ?? 5000 });

  async function call(token: string, method: ApiMethod, path: string, body?: unknown): Promise<StoreResult> {
    let response: ApiResponse;
    try {
      response = await request(token, `/campaigns${path}`, {
        method,
        body,
        headers: { [ACTOR_HEADER]: 'assistant' },
      });
    } catch {
      return { ok: false, kind: 'unavailable' };
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = campaignResponseSchema.safeParse(json);
      if (!parsed.success) return { ok: false, kind: 'unavailable' };
      const c = parsed.data.campaign;
      return {
        ok: true,
        campaign: {
          id: c.id,
          version: c.version,
          origin: c.origin,
          status: c.status,
          channelType: c.channelType,
          launchedAt: c.launchedAt,
          draft: c.draft,
        },
      };
    }
    if (response.status >= 500) return { ok: false, kind: 'unavailable' };
    const error = errorSchema.safeParse(json);
    const code = error.success ? error.data.error.code : `HTTP_${response.status}`;
    if (response.status === 404) return { ok: false, kind: 'not_found' };
    if (code === 'VERSION_CONFLICT') return { ok: false, kind: 'conflict' };
    if (code === 'LAUNCH_BLOCKED' && error.success)
      return {
        ok: false,
        kind: 'blocked',
        findings: (error.data.error.findings ?? []).map((f) => ({ ...f, step: f.step as StepNumber })),
      };
    return {
      ok: false,
      kind: 'refused',
      code,
      message: error.success ? error.data.error.message : `The API answered ${response.status}.`,
    };
  }

  const id = (value: string) => `/${encodeURIComponent(value)}`;
  return {
    create: (token, draft) => call(token, 'POST', '', { draft, status: 'draft', origin: 'assistant' }),
    update: (token, campaignId, draft, version) =>
      call(token, 'PUT', id(campaignId), { draft, ...(version === null ? {} : { version }) }),
    get: (token, campaignId) => call(token, 'GET', id(campaignId)),
    launch: (token, campaignId, version) => {
      // The API's launch body (campaigns README): `card` is the account's sandbox card, nothing is charged.
      const body: LaunchCampaignRequest = {
        acceptPolicies: true,
        paymentMethod: 'card',
        acceptTerms: true,
        ...(version === null ? {} : { version }),
      };
      return call(token, 'POST', `${id(campaignId)}/launch`, body);
    },
  };
}
