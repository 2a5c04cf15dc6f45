import { type StepNumber, VALIDATION_MESSAGES, validateStepFields } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { completeDraft } from '@northstar/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock.ts';
import { missingResponse } from '../../../../test/forecast-fixtures.ts';
import { renderAt } from '../../../../test/render.tsx';
import { ENTRY_MESSAGES } from '../../hooks/use-builder-entry.ts';
import { campaign, resetBuilder, seedBuilder } from '../../test/campaign-fixtures.ts';
import { BuilderPage } from './builder-page.tsx';
import { CONFLICT_MESSAGES } from './version-conflict-banner.tsx';

const PATH = '/dashboard/campaign-builder/universal';
const renderBuilder = (url = PATH) => renderAt(<BuilderPage type="universal" />, { path: PATH, url });
const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: title });
const stepButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Step ${n}:`) });

beforeEach(() => {
  configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} });
  resetBuilder();
});

const broken: Record<1 | 2 | 3 | 4 | 5, [string, (d: CampaignDraft) => CampaignDraft, string]> = {
  1: ['Campaign Setup', (d) => ({ ...d, campaignName: '' }), VALIDATION_MESSAGES.campaignName],
  2: [
    'Goals & Tracking',
    (d) => ({ ...d, kpis: { ...d.kpis, primary: '' } }),
    VALIDATION_MESSAGES.primaryKpi,
  ],
  3: [
    'Platform Selection',
    (d) => ({ ...d, platforms: { selected: [], settings: {} } }),
    VALIDATION_MESSAGES.platforms,
  ],
  4: [
    'Audience & Location',
    (d) => ({
      ...d,
      targeting: { ...d.targeting, geography: { ...d.targeting.geography, countries: [] } },
    }),
    VALIDATION_MESSAGES.countries,
  ],
  5: [
    'Creative Assets',
    (d) => ({ ...d, creatives: { ...d.creatives, copy: { ...d.creatives.copy, headlines: [] } } }),
    VALIDATION_MESSAGES.headlines,
  ],
};

describe('BuilderPage navigation', () => {
  it.each([1, 2, 3, 4, 5] as const)('blocks Next on step %i and shows the step error under it', async (n) => {
    const [title, breakStep, message] = broken[n];
    seedBuilder(breakStep(completeDraft()), n);
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading(title);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-error-key', `page${n}`);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(stepButton(n)).toHaveAccessibleName(expect.stringContaining('has errors'));
    // The cursor goes to the field to fix.
    const [first] = validateStepFields(breakStep(completeDraft()), n);
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-field]')).toHaveAttribute('data-field', first?.field),
    );
  });

  it('on a blocked step 1, outlines the fields and puts the cursor in the first, its message beside it', async () => {
    seedBuilder({ ...completeDraft(), campaignName: '', objective: '' }, 1);
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading('Campaign Setup');
    const name = screen.getByRole('textbox', { name: 'Campaign name' });
    const objective = screen.getByRole('combobox', { name: 'Objective' });
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(VALIDATION_MESSAGES.campaignName);
    expect(objective).toHaveAttribute('aria-invalid', 'true');
    expect(objective).toHaveAccessibleDescription(VALIDATION_MESSAGES.objective);

    // With the name given, the objective is the first field left to fix.
    await user.type(name, 'Spring Launch');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(objective).toHaveFocus());
  });

  it('does not block forward moves from step 6 on, but records the errors it passes', async () => {
    const draft = completeDraft({ budget: { ...completeDraft().budget, totalBudget: 0 } });
    seedBuilder(draft, 6);
    // Step 7's budget curve: nothing to forecast without a budget.
    mockFetch({ 'POST /api/v1/forecasts': jsonResponse(422, missingResponse(['budget'])) });
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading('Compliance Review');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Budget & Schedule');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Bidding & Optimization');
    expect(stepButton(7)).toHaveAccessibleName(expect.stringContaining('has errors'));

    // Back on step 7 the error shows under the step, and fixing it clears it.
    await user.click(stepButton(7));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.budget);
    expect(await screen.findByTestId('forecast-missing')).toHaveTextContent(
      'Add a budget to see a forecast.',
    );
    await user.type(await screen.findByLabelText(/Total budget/), '2500');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the step buttons as active, complete, partial, empty and locked', async () => {
    const draft = completeDraft({ industry: '', kpis: { primary: '', secondary: [], customGoals: [] } });
    seedBuilder(
      {
        ...draft,
        utm: { source: '', medium: '', campaign: '', term: '', content: '' },
        reporting: { ...draft.reporting, recipients: [] },
      },
      3,
    );
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading('Platform Selection');

    expect(stepButton(1)).toHaveAttribute('data-state', 'partial'); // no industry: 80%
    expect(stepButton(3)).toHaveAttribute('data-state', 'active');
    expect(stepButton(3)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(4)).toHaveAttribute('data-state', 'complete');
    expect(stepButton(4)).toBeEnabled();
    for (const n of [5, 6, 7, 8, 9]) {
      expect(stepButton(n)).toHaveAttribute('data-state', 'locked');
      expect(stepButton(n)).toBeDisabled();
    }
    await user.click(stepButton(5));
    expect(screen.getByRole('heading', { level: 2, name: 'Platform Selection' })).toBeInTheDocument();

    // Step 2 keeps only the attribution window of its seven fields: capped by its error, still partial.
    expect(stepButton(2)).toHaveAccessibleName(expect.stringMatching(/14% complete/));
    const empty = completeDraft({ tags: [], industry: '', description: '', campaignName: '', objective: '' });
    seedBuilder(empty, 2);
    expect(await screen.findByRole('button', { name: /^Step 1:/ })).toHaveAttribute('data-state', 'empty');
  });

  it('shows "Launch Campaign" on step 9 and the overall progress as the rounded average', async () => {
    seedBuilder(completeDraft(), 9);
    renderBuilder();
    await stepHeading('Review & Launch');
    expect(screen.getByRole('button', { name: 'Launch Campaign' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall Progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getAllByTestId('step-dot')).toHaveLength(9);
  });
});

describe('BuilderPage saving and launch', () => {
  it('saves a new draft with POST, then later edits with PUT', async () => {
    const created = campaign({ id: 'c42', status: 'saved', updatedAt: '2025-03-10T12:30:00.000Z' });
    const { calls } = mockFetch({
      'POST /api/v1/campaigns': jsonResponse(201, { campaign: created }),
      'PUT /api/v1/campaigns/c42': jsonResponse(200, { campaign: created }),
    });
    seedBuilder(completeDraft({ campaignId: '' }), 1);
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading('Campaign Setup');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls('POST /api/v1/campaigns')).toHaveLength(1));
    expect(calls('POST /api/v1/campaigns')[0]?.body).toMatchObject({
      status: 'saved',
      draft: { campaignName: 'Spring Launch' },
    });
    expect(await screen.findByText(/Last saved/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Campaign name/), ' 2');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls('PUT /api/v1/campaigns/c42')).toHaveLength(1));
    expect(calls('PUT /api/v1/campaigns/c42')[0]?.body).toMatchObject({
      draft: { campaignId: 'c42', campaignName: 'Spring Launch 2' },
    });
  });

  it('keeps the local draft and says so when the save fails', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({ 'POST /api/v1/campaigns': new TypeError('Failed to fetch') });
    seedBuilder(completeDraft({ campaignId: '', campaignName: 'Offline work' }), 1);
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading('Campaign Setup');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(errorToast).toHaveBeenCalled());
    expect(String(errorToast.mock.calls[0]?.[0])).toMatch(/kept in this browser/);
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    expect(localStorage.getItem('northstar-campaign-builder')).toContain('Offline work');
  });
});

describe('BuilderPage and a campaign changed elsewhere', () => {
  it('sends the version it loaded, and on 409 stops saving and offers to reload the latest', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const loaded = campaign({ id: 'c9', name: 'From chat', version: 3, origin: 'assistant' });
    const newer = campaign({ id: 'c9', name: 'Changed in chat', version: 5, origin: 'assistant' });
    const { calls } = mockFetch({
      'GET /api/v1/campaigns/c9': [
        jsonResponse(200, { campaign: loaded }),
        jsonResponse(200, { campaign: newer }),
      ],
      'PUT /api/v1/campaigns/c9': [
        jsonResponse(409, {
          error: { code: 'VERSION_CONFLICT', message: 'Changed elsewhere.', current: { version: 5 } },
        }),
        jsonResponse(200, { campaign: { ...newer, version: 6 } }),
      ],
    });
    const user = userEvent.setup();
    renderBuilder(`${PATH}?edit=c9`);
    expect(await screen.findByTestId('campaign-name')).toHaveTextContent('From chat');
    await stepHeading('Campaign Setup');
    expect(screen.getByText('from the assistant')).toBeInTheDocument();

    await user.type(await screen.findByLabelText(/Campaign name/), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls('PUT /api/v1/campaigns/c9')).toHaveLength(1));
    expect(calls('PUT /api/v1/campaigns/c9')[0]?.body).toMatchObject({ version: 3 });
    expect(await screen.findByText(CONFLICT_MESSAGES.title)).toBeInTheDocument();
    expect(String(errorToast.mock.calls.at(-1)?.[0])).toMatch(/changed elsewhere/);

    // Nothing is overwritten: another save sends nothing until the user reloads.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(calls('PUT /api/v1/campaigns/c9')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: CONFLICT_MESSAGES.reload }));
    expect(await screen.findByDisplayValue('Changed in chat')).toBeInTheDocument();
    expect(screen.queryByText(CONFLICT_MESSAGES.title)).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Campaign name/), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls('PUT /api/v1/campaigns/c9')).toHaveLength(2));
    expect(calls('PUT /api/v1/campaigns/c9')[1]?.body).toMatchObject({
      version: 5,
      draft: { campaignName: 'Changed in chat!' },
    });
  });
});

describe('BuilderPage loading', () => {
  it('loads ?edit= from the server, showing the request state meanwhile', async () => {
    let release: (response: Response) => void = () => {};
    const { fetchMock } = mockFetch({
      'GET /api/v1/campaigns/c7': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderBuilder(`${PATH}?edit=c7`);
    expect(screen.getByRole('status', { name: 'Loading campaign' })).toBeInTheDocument();
    // The call goes out once the campaign routes' table has loaded (resources/route-client.ts).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'Loading campaign' })).toBeInTheDocument();
    release(
      jsonResponse(200, {
        campaign: campaign({ id: 'c7', name: 'Loaded one' }, { campaignName: 'Loaded one' }),
      }),
    );
    expect(await screen.findByTestId('campaign-name')).toHaveTextContent('Loaded one');
    await stepHeading('Campaign Setup');
  });

  it('says so when the campaign to edit does not exist', async () => {
    mockFetch({
      'GET /api/v1/campaigns/gone': jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No' } }),
    });
    renderBuilder(`${PATH}?edit=gone`);
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
  });

  it('starts a fresh draft with the browser time zone when nothing is being edited', async () => {
    seedBuilder(completeDraft({ campaignId: '' }), 4, false);
    renderBuilder();
    await stepHeading('Campaign Setup');
    expect(screen.getByTestId('campaign-name')).toHaveTextContent('New Campaign');
  });
});

describe('BuilderPage local persistence', () => {
  it('restores the draft and the current step after a reload', async () => {
    const stored = { ...completeDraft({ campaignId: '' }), campaignName: 'Restored draft' };
    localStorage.setItem(
      'northstar-campaign-builder',
      JSON.stringify({
        state: { draft: stored, currentStep: 4 as StepNumber, status: null, isDirty: true, lastSaved: null },
        version: 1,
      }),
    );
    const { useBuilderStore } = await import('../../stores/builder.store.ts');
    await useBuilderStore.persist.rehydrate();
    renderBuilder();
    await stepHeading('Audience & Location');
    expect(screen.getByTestId('campaign-name')).toHaveTextContent('Restored draft');
  });

  it('waits for the stored draft to arrive before it decides what opens', async () => {
    const stored = { ...completeDraft({ campaignId: '' }), campaignName: 'Arrives later' };
    localStorage.setItem(
      'northstar-campaign-builder',
      JSON.stringify({
        state: { draft: stored, currentStep: 3 as StepNumber, status: null, isDirty: true, lastSaved: null },
        version: 1,
      }),
    );
    const { useBuilderStore } = await import('../../stores/builder.store.ts');
    // Not awaited: the stored draft is checked against the schema, which loads on demand.
    const restoring = useBuilderStore.persist.rehydrate();
    renderBuilder();
    expect(useBuilderStore.persist.hasHydrated()).toBe(false);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await restoring;
    await stepHeading('Platform Selection');
    expect(screen.getByTestId('campaign-name')).toHaveTextContent('Arrives later');
  });

  it('says so when the stored draft cannot be checked, and opens it on Try again', async () => {
    const stored = { ...completeDraft({ campaignId: '' }), campaignName: 'Kept while offline' };
    localStorage.setItem(
      'northstar-campaign-builder',
      JSON.stringify({
        state: { draft: stored, currentStep: 2 as StepNumber, status: null, isDirty: true, lastSaved: null },
        version: 1,
      }),
    );
    const { useBuilderStore } = await import('../../stores/builder.store.ts');
    const { builderStorage } = await import('../../stores/builder-storage.ts');
    // The check's chunk cannot be loaded (offline): the store stays un-hydrated.
    const offline = vi.spyOn(builderStorage, 'getItem').mockRejectedValue(new TypeError('Failed to fetch'));
    await useBuilderStore.persist.rehydrate();
    const user = userEvent.setup();
    renderBuilder();

    expect(await screen.findByText(ENTRY_MESSAGES.failed)).toBeInTheDocument();
    expect(localStorage.getItem('northstar-campaign-builder')).toContain('Kept while offline');
    offline.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Goals & Tracking');
    expect(screen.getByTestId('campaign-name')).toHaveTextContent('Kept while offline');
  });

  it('writes each edit to local storage', async () => {
    seedBuilder(completeDraft({ campaignId: '', campaignName: '' }), 1);
    const user = userEvent.setup();
    renderBuilder();
    await stepHeading('Campaign Setup');
    await user.type(screen.getByLabelText(/Campaign name/), 'Kept locally');
    const stored = JSON.parse(localStorage.getItem('northstar-campaign-builder') ?? '{}');
    expect(stored.version).toBe(1);
    expect(stored.state.draft.campaignName).toBe('Kept locally');
    expect(stored.state.currentStep).toBe(1);
  });
});
