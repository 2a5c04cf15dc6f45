import { AppError } from '@northstar/server/app-error';
import { dateInTimezone, templateCampaignName } from '@northstar/shared/campaign';
import type {
  Campaign,
  CampaignDraft,
  saveTemplateRequestSchema,
  Template,
  TemplateItem,
} from '@northstar/shared/campaign/schemas';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { CAMPAIGN_NAME_MAX, clampText, derivedColumns, fitName } from '../campaigns/campaigns.columns.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
import {
  findCampaign,
  findCampaignWithDelivery,
  listLaunchedCampaigns,
} from '../campaigns/campaigns.repository.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import {
  LAUNCHED_PREFIX,
  launchedTemplate,
  templateItemOf,
  toTemplate,
  toTemplateItem,
} from './templates.mapper.ts';
import {
  countTemplates,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
} from './templates.repository.ts';
import { findSampleTemplate, isSampleId, sampleTemplates } from './templates.samples.ts';

export type SaveTemplateRequest = z.infer<typeof saveTemplateRequestSchema>;

/** Saved templates per user; GET /templates lists them all, so the list stays a sensible size. */
export const SAVED_TEMPLATES_MAX = 200;
export const UNTITLED_TEMPLATE = 'Untitled template';
/** How many of the user's launched campaigns "Recently Launched" shows. */
export const RECENTLY_LAUNCHED_MAX = 6;

const notFound = () => new AppError('NOT_FOUND', 'Template not found.');

/** A template's dates are its own past: a campaign made from it starts today at the earliest. */
function freshSchedule(schedule: CampaignDraft['schedule'], now: Date): CampaignDraft['schedule'] {
  const today = dateInTimezone(now, schedule.timezone);
  const startDate = schedule.startDate !== '' && schedule.startDate < today ? today : schedule.startDate;
  const endDate =
    schedule.endDate !== '' && startDate !== '' && schedule.endDate < startDate ? '' : schedule.endDate;
  return { ...schedule, startDate, endDate };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;

export function createTemplatesService(ctx: ServiceContext, deps: { campaigns: CampaignsService }) {
  const { db } = ctx;

  /** A built-in sample or one of the user's saved templates; anyone else's answers 404. */
  async function get(actor: UserRow, id: string): Promise<Template> {
    if (isSampleId(id)) {
      const sample = findSampleTemplate(id);
      if (sample) return sample;
      throw notFound();
    }
    if (id.startsWith(LAUNCHED_PREFIX)) {
      const campaign = await findCampaignWithDelivery(db, actor.id, id.slice(LAUNCHED_PREFIX.length));
      if (campaign?.launchedAt) return launchedTemplate(campaign);
      throw notFound();
    }
    const row = await findTemplate(db, actor.id, id);
    if (!row) throw notFound();
    return toTemplate(row);
  }

  return {
    get,

    /** The user's launched campaigns, their saved templates (newest first), then the built-in examples. */
    async list(actor: UserRow): Promise<TemplateItem[]> {
      const [launched, saved] = await Promise.all([
        listLaunchedCampaigns(db, actor.id, RECENTLY_LAUNCHED_MAX),
        listTemplates(db, actor.id),
      ]);
      return [
        ...launched.map((row) => templateItemOf(launchedTemplate(row))),
        ...saved.map(toTemplateItem),
        ...sampleTemplates().map(templateItemOf),
      ];
    },

    /** Saves a draft, or a copy of one of the user's campaigns, as a template. */
    async save(actor: UserRow, request: SaveTemplateRequest): Promise<Template> {
      let draft: CampaignDraft;
      let fallbackName: string;
      if ('campaignId' in request) {
        const campaign = await findCampaign(db, actor.id, request.campaignId);
        if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found.');
        draft = storedDraft(campaign.draft, campaign.createdAt);
        fallbackName = campaign.name;
      } else {
        draft = request.draft;
        fallbackName = draft.campaignName.trim() || UNTITLED_TEMPLATE;
      }
      // A soft cap (count, then insert): two racing saves may pass it by one, which is harmless.
      if ((await countTemplates(db, actor.id)) >= SAVED_TEMPLATES_MAX) {
        throw new AppError(
          'CONFLICT',
          `You can keep up to ${SAVED_TEMPLATES_MAX} saved templates. Delete one before saving another.`,
        );
      }
      const name = request.name ?? fallbackName;
      // A template is not a campaign: no campaign id; its draft carries the template's name.
      const stored: CampaignDraft = {
        ...draft,
        campaignId: '',
        campaignName: clampText(name, CAMPAIGN_NAME_MAX).trim() || UNTITLED_TEMPLATE,
      };
      const { channelType, estimatedBudget, platforms } = derivedColumns(stored);
      const row = await insertTemplate(db, {
        userId: actor.id,
        name,
        channelType,
        estimatedBudget,
        platforms,
        draft: stored,
      });
      return toTemplate(row);
    },

    /** "<name> (Template)": a new draft campaign whose compliance review is still to be done. */
    async use(actor: UserRow, id: string): Promise<Campaign> {
      const template = await get(actor, id);
      const now = new Date();
      const stamp = now.toISOString();
      return deps.campaigns.create(actor, {
        draft: {
          ...template.draft,
          campaignName: fitName(template.name, templateCampaignName),
          compliance: { ...template.draft.compliance, status: 'pending' },
          schedule: freshSchedule(template.draft.schedule, now),
          createdAt: stamp,
          updatedAt: stamp,
        },
        status: 'draft',
        origin: 'template',
      });
    },

    async remove(actor: UserRow, id: string): Promise<void> {
      if (isSampleId(id) && findSampleTemplate(id)) {
        throw new AppError('FORBIDDEN', 'Built-in templates cannot be deleted.');
      }
      if (id.startsWith(LAUNCHED_PREFIX))
        throw new AppError('FORBIDDEN', 'A launched campaign is listed here, not stored as a template.');
      if (!(await deleteTemplate(db, actor.id, id))) throw notFound();
    },
  };
}
