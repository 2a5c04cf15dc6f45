import { randomUUID } from 'node:crypto';
import { dateInTimezone, launchFindings } from '@northstar/shared/campaign';
import { type Campaign, type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The API's campaign routes as the chat uses them, with the rules that matter to it: only the owner
// reaches a campaign (anyone else gets 404), a write based on an older version is 409
// VERSION_CONFLICT, a launch runs the shared launch gate (422 LAUNCH_BLOCKED with findings) and places
// the campaign scheduled or active by its start date. Every write records its actor header.

export interface FakeCampaign {
  id: string;
  ownerId: string;
  version: number;
  status: string;
  origin: string;
  draft: CampaignDraft;
  launchedAt: string | null;
  /** The X-Northstar-Actor of each write, in order. */
  actors: string[];
}

const error = (reply: FastifyReply, status: number, code: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).send({ error: { code, message: `${code} (fake API)`, ...extra }, message: code });

/** The token's subject; the fake trusts tokens the tests signed themselves. */
function callerOf(request: FastifyRequest): string | null {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

export interface FakeCampaignOptions {
  /** Campaigns a test seeded for a user (read-only): GET /campaigns/{id} answers them too. */
  seeded?: (caller: string, id: string) => Campaign | undefined;
}

export function registerFakeCampaigns(app: FastifyInstance, options: FakeCampaignOptions = {}) {
  const rows = new Map<string, FakeCampaign>();
  let down = false;
  const calls = { create: 0, update: 0, launch: 0, get: 0 };

  const toResponse = (c: FakeCampaign) => ({
    campaign: {
      id: c.id,
      name: c.draft.campaignName,
      channelType: c.draft.campaignType,
      status: c.status,
      complianceStatus: c.draft.compliance.status,
      estimatedBudget: c.draft.budget.totalBudget,
      platforms: c.draft.platforms.selected,
      lastPriceUpdate: c.launchedAt ?? new Date().toISOString(),
      createdAt: c.draft.createdAt,
      updatedAt: c.draft.updatedAt,
      launchedAt: c.launchedAt,
      delivery: null,
      draft: c.draft,
      version: c.version,
      origin: c.origin,
    },
  });

  const actor = (request: FastifyRequest) => String(request.headers['x-northstar-actor'] ?? 'user');

  app.addHook('onRequest', async (request, reply) => {
    if (down && request.url.startsWith('/api/v1/campaigns')) return error(reply, 503, 'UNAVAILABLE');
  });

  /** The caller's campaign, or a 404 sent. */
  function own(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const caller = callerOf(request);
    if (!caller) {
      void error(reply, 401, 'UNAUTHORIZED');
      return null;
    }
    const row = rows.get(request.params.id);
    if (!row || row.ownerId !== caller) {
      void error(reply, 404, 'NOT_FOUND');
      return null;
    }
    return row;
  }

  app.post<{ Body: { draft: unknown; status?: string; origin?: string } }>(
    '/api/v1/campaigns',
    async (request, reply) => {
      calls.create += 1;
      const caller = callerOf(request);
      if (!caller) return error(reply, 401, 'UNAUTHORIZED');
      const draft = campaignDraftSchema.safeParse(request.body?.draft);
      if (!draft.success) return error(reply, 400, 'VALIDATION_ERROR');
      const id = randomUUID();
      const row: FakeCampaign = {
        id,
        ownerId: caller,
        version: 1,
        status: request.body.status ?? 'draft',
        origin: request.body.origin ?? 'builder',
        draft: { ...draft.data, campaignId: id },
        launchedAt: null,
        actors: [actor(request)],
      };
      rows.set(id, row);
      return reply.code(201).send(toResponse(row));
    },
  );

  app.get<{ Params: { id: string } }>('/api/v1/campaigns/:id', async (request, reply) => {
    calls.get += 1;
    const caller = callerOf(request);
    const seeded = caller ? options.seeded?.(caller, request.params.id) : undefined;
    if (seeded) return { campaign: seeded };
    const row = own(request, reply);
    return row ? toResponse(row) : reply;
  });

  app.put<{ Params: { id: string }; Body: { draft: unknown; version?: number } }>(
    '/api/v1/campaigns/:id',
    async (request, reply) => {
      calls.update += 1;
      const row = own(request, reply);
      if (!row) return reply;
      const draft = campaignDraftSchema.safeParse(request.body?.draft);
      if (!draft.success) return error(reply, 400, 'VALIDATION_ERROR');
      if (request.body.version !== undefined && request.body.version !== row.version)
        return error(reply, 409, 'VERSION_CONFLICT', { current: { version: row.version } });
      row.draft = { ...draft.data, campaignId: row.id };
      row.version += 1;
      row.actors.push(actor(request));
      return toResponse(row);
    },
  );

  app.post<{
    Params: { id: string };
    Body: { acceptPolicies?: true; paymentMethod?: 'card'; acceptTerms?: true; version?: number } | undefined;
  }>('/api/v1/campaigns/:id/launch', async (request, reply) => {
    calls.launch += 1;
    const row = own(request, reply);
    if (!row) return reply;
    const body = request.body ?? {};
    if (body.version !== undefined && body.version !== row.version)
      return error(reply, 409, 'VERSION_CONFLICT', { current: { version: row.version } });
    if (row.status !== 'draft' && row.status !== 'saved') return error(reply, 409, 'INVALID_TRANSITION');
    const d = row.draft;
    const draft: CampaignDraft = {
      ...d,
      compliance: body.acceptPolicies
        ? {
            ...d.compliance,
            platformPolicies: Object.fromEntries(d.platforms.selected.map((p) => [p, true])),
          }
        : d.compliance,
      payment: body.paymentMethod ? { ...d.payment, method: body.paymentMethod } : d.payment,
      launchOptions: body.acceptTerms ? { ...d.launchOptions, termsAccepted: true } : d.launchOptions,
    };
    const findings = launchFindings(draft);
    if (findings.length > 0) return error(reply, 422, 'LAUNCH_BLOCKED', { findings });
    const today = dateInTimezone(new Date(), draft.schedule.timezone);
    row.draft = draft;
    row.status = draft.schedule.startDate > today ? 'scheduled' : 'active';
    row.launchedAt = new Date().toISOString();
    row.version += 1;
    row.actors.push(actor(request));
    return toResponse(row);
  });

  return {
    calls,
    all: () => [...rows.values()],
    get: (id: string) => rows.get(id),
    ofUser: (userId: string) => [...rows.values()].filter((r) => r.ownerId === userId),
    /** A write by another client (the builder): the stored version moves on. */
    editAsBuilder(id: string, change: (draft: CampaignDraft) => CampaignDraft) {
      const row = rows.get(id);
      if (!row) throw new Error(`no campaign ${id}`);
      row.draft = change(row.draft);
      row.version += 1;
      row.actors.push('user');
    },
    /** Makes every campaign route answer 503 (true) or work again (false). */
    setDown(value: boolean) {
      down = value;
    },
  };
}
