import type { StepNumber } from '@northstar/shared/campaign';
import type {
  Campaign,
  CampaignDraft,
  CampaignListItem,
  TemplateItem,
} from '@northstar/shared/campaign/schemas';
import { completeDraft } from '@northstar/shared/testing';
import { useBuilderStore } from '../stores/builder.store.ts';

export const listItem = (overrides: Partial<CampaignListItem> = {}): CampaignListItem => ({
  id: 'c1',
  name: 'Spring Launch',
  origin: 'builder',
  version: 1,
  channelType: 'universal',
  status: 'draft',
  complianceStatus: 'pending',
  estimatedBudget: 5000,
  platforms: ['Google Ads (Search)', 'Facebook'],
  lastPriceUpdate: new Date().toISOString(),
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  launchedAt: null,
  delivery: null,
  ...overrides,
});

export const campaign = (overrides: Partial<Campaign> = {}, draft: Partial<CampaignDraft> = {}): Campaign => {
  const item = listItem(overrides);
  return {
    ...item,
    draft: { ...completeDraft({ campaignId: item.id, campaignName: item.name }), ...draft },
    ...overrides,
  };
};

export const templateItem = (overrides: Partial<TemplateItem> = {}): TemplateItem => ({
  id: 't1',
  name: 'Holiday Retail Push',
  channelType: 'universal',
  type: 'recently_launched',
  estimatedBudget: 12000,
  platforms: ['Google Ads (Search)', 'Instagram'],
  createdAt: '2025-01-05T10:00:00.000Z',
  launchedAt: '2025-01-10T10:00:00.000Z',
  performance: { impressions: 1250000, clicks: 31250, ctr: 2.5, conversions: 940 },
  builtIn: true,
  ...overrides,
});

/** Puts the builder store into a known state, as if the user had been working in it. */
export function seedBuilder(draft: CampaignDraft, currentStep: StepNumber = 1, dirty = true) {
  useBuilderStore.setState({
    draft,
    currentStep,
    status: draft.campaignId ? 'saved' : null,
    validationErrors: {},
    isDirty: dirty,
    isSaving: false,
    isLoading: false,
    lastSaved: null,
  });
}

export function resetBuilder() {
  useBuilderStore.getState().startNew('universal');
  useBuilderStore.setState({ isSaving: false, isLoading: false });
}
