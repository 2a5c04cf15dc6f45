import { VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import { reviewCompliance } from '@northstar/shared/compliance';
import { marketAt } from '@northstar/shared/market';
import { projectDraft } from '@northstar/shared/projections';
import { completeDraft } from '@northstar/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock.ts';
import { modelForecasts } from '../../../../test/forecast-fixtures.ts';
import { renderAt } from '../../../../test/render.tsx';
import { NOT_ENOUGH_INPUT } from '../../hooks/use-live-indicators.ts';
import {
  EMPTY_STEP_MESSAGE,
  PREVIEW_STORAGE_KEY,
  previewCampaignCode,
  usePreviewStore,
} from '../../stores/preview.store.ts';
import { campaign, templateItem } from '../../test/campaign-fixtures.ts';
import { COPY_CONFIRMATION_MS } from './campaign-id-field.tsx';
import { PREVIEW_MESSAGES, PreviewPage } from './preview-page.tsx';

const initial = usePreviewStore.getState();
beforeEach(() => {
  usePreviewStore.setState({
    ...initial,
    completed: [],
    currentStep: 1,
    savedCampaignId: null,
    stepErrors: [],
  });
  configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} });
});
afterEach(() => vi.useRealTimers());

const indicator = (label: string) =>
  within(screen.getByRole('region', { name: 'Live indicators' })).getByText(label, { exact: true });
const value = (label: string) => indicator(label).closest('div')?.querySelector('dd')?.textContent;
const stepButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Step ${n}:`) });

describe('PreviewPage', () => {
  it('shows seven indicators, and for a blank campaign no figure the model cannot back', async () => {
    renderAt(<PreviewPage />);
    const labels = [
      'Available Reach',
      'Est. CPM',
      'Competition',
      'Budget Pace',
      'Approval',
      'Est. people reached',
      'Results range',
    ];
    for (const label of labels) expect(indicator(label)).toBeInTheDocument();
    expect(screen.queryByText(/Approval Rate/)).not.toBeInTheDocument();
    // No platforms, no budget: nothing to approve, nothing of the campaign to project.
    expect(value('Approval')).toBe('—');
    for (const label of ['Available Reach', 'Budget Pace', 'Est. people reached'])
      expect(value(label)).toBe(NOT_ENOUGH_INPUT);
    expect(value('Results range')).toBe('—');
    expect(screen.queryByText(/confidence/i)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live indicators' })).not.toHaveTextContent(/\d%/);
  });

  it('takes its figures from the draft’s projection and its compliance review', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-10T12:00:01Z'), toFake: ['Date'] });
    const draft = { ...completeDraft(), objective: 'leads' as const };
    usePreviewStore.setState({ draft });
    // The figures of the campaign come with its POST /forecasts answer, as the API makes it.
    mockFetch({ 'POST /api/v1/forecasts': modelForecasts() });
    renderAt(<PreviewPage />);
    const projection = projectDraft(draft, marketAt(Date.now()));
    if (!projection) throw new Error('no projection');
    const { outcome, pricing } = projection;
    const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    const range = ([a, b]: [number, number]) => `${compact.format(a)}–${compact.format(b)}`;
    await waitFor(() => expect(value('Available Reach')).toBe(`${range(outcome.reach)} people`), {
      timeout: 5_000,
    });
    expect(value('Est. leads')).toBe(range(outcome.results));
    expect(value('Est. CPM')).toBe(`$${pricing.currentCPM.toFixed(2)}`);
    expect(value('Budget Pace')).toBe(`$${Math.round(outcome.dailySpend).toLocaleString('en-US')}/day`);
    // The width of the results' range either side of its middle: what the figure measures, said.
    const [low, high] = outcome.results;
    expect(value('Results range')).toBe(`±${Math.round(((high - low) / (high + low)) * 100)}%`);
    const status = reviewCompliance(draft).status;
    await waitFor(() =>
      expect(value('Approval')).toBe(
        { approved: 'Approved', pending: 'Needs review', rejected: 'Blocked' }[status],
      ),
    );
  });

  it('keeps one campaign ID per draft across re-renders and reloads', async () => {
    const { unmount } = renderAt(<PreviewPage />);
    const code = (screen.getByLabelText('Campaign ID') as HTMLInputElement).value;
    expect(code).toMatch(/^CMP-[0-9A-Z]+$/);
    expect(code).toBe(previewCampaignCode(usePreviewStore.getState().draft));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Campaign Name/), 'Typing does not change it');
    expect(screen.getByLabelText('Campaign ID')).toHaveValue(code);
    unmount();

    // A reload: the page's memory is gone, the tab's stored draft comes back, and with it the same ID.
    const stored = sessionStorage.getItem(PREVIEW_STORAGE_KEY);
    expect(stored).toContain('Typing does not change it');
    usePreviewStore.setState({ ...initial, draft: completeDraft() });
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, stored ?? '');
    await usePreviewStore.persist.rehydrate();
    expect(usePreviewStore.getState().draft.campaignName).toBe('Typing does not change it');
    renderAt(<PreviewPage />);
    expect(screen.getByLabelText('Campaign ID')).toHaveValue(code);
  });

  it('confirms a copy of the campaign ID with a tick for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderAt(<PreviewPage />);
    const field = screen.getByLabelText('Campaign ID');
    await waitFor(() => expect((field as HTMLInputElement).value).toMatch(/^CMP-[0-9A-Z]+$/));
    const code = (field as HTMLInputElement).value;
    expect(field).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy campaign ID' }));
    // user-event provides the clipboard; the code must be on it.
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(await screen.findByRole('button', { name: 'Campaign ID copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS));
    expect(screen.getByRole('button', { name: 'Copy campaign ID' })).toBeInTheDocument();

    unmount();
    renderAt(<PreviewPage />);
    expect(screen.getByLabelText('Campaign ID')).toHaveValue(code);
  });

  it('suggests names from the industry and the date', async () => {
    const user = userEvent.setup();
    renderAt(<PreviewPage />);
    await user.type(screen.getByLabelText('Industry'), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    const name = () => (screen.getByLabelText(/Campaign Name/) as HTMLInputElement).value;
    expect(name()).toMatch(/^Travel Campaign - \w+ \d{4}$/);
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(name()).toMatch(/^Q[1-4] \d{4} Campaign$/);
  });

  it('marks a blank step incomplete: Next says why and stays', async () => {
    const user = userEvent.setup();
    renderAt(<PreviewPage />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.campaignName);
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign Setup' })).toBeInTheDocument();
    expect(stepButton(1)).not.toHaveAccessibleName(/complete/);
    expect(screen.getByRole('progressbar', { name: 'Campaign Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('does not tick a step with no rules of its own while it is empty', async () => {
    usePreviewStore.setState({ currentStep: 6, completed: [1, 2, 3, 4, 5] });
    const user = userEvent.setup();
    renderAt(<PreviewPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Compliance Review' })).toBeInTheDocument();
    // Steps 1-5 were passed once, but the blank draft does not hold them up: no ticks.
    for (const n of [1, 2, 3, 4, 5]) expect(stepButton(n)).not.toHaveAccessibleName(/complete/);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY_STEP_MESSAGE);
    expect(stepButton(6)).not.toHaveAccessibleName(/complete/);
  });

  it('Next marks a valid step complete, unlocks one more and counts progress out of nine', async () => {
    const user = userEvent.setup();
    renderAt(<PreviewPage />);
    expect(screen.getByRole('progressbar', { name: 'Campaign Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(stepButton(2)).toBeEnabled();
    expect(stepButton(3)).toBeDisabled();

    await user.type(screen.getByLabelText(/Campaign Name/), 'Spring preview');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Goals & Tracking' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Campaign Progress' })).toHaveAttribute(
      'aria-valuenow',
      '11',
    );
    expect(stepButton(1)).toHaveAccessibleName(/complete/);
    // Available: up to one past the highest completed step (1), so step 3 waits for step 2.
    expect(stepButton(3)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.primaryKpi);
    await user.selectOptions(await screen.findByLabelText(/Primary KPI/), 'Reach');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Platform Selection' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Campaign Progress' })).toHaveAttribute(
      'aria-valuenow',
      '22',
    );
    expect(stepButton(3)).toBeEnabled();
    expect(stepButton(4)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals & Tracking' })).toBeInTheDocument();

    // Undoing a completed step takes its tick away.
    await user.click(stepButton(1));
    await user.clear(screen.getByLabelText(/Campaign Name/));
    expect(stepButton(1)).not.toHaveAccessibleName(/complete/);
  });

  it('saves as a draft and as a template on the server', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockFetch({
      'POST /api/v1/campaigns': jsonResponse(201, { campaign: campaign({ id: 'p1' }) }),
      'PUT /api/v1/campaigns/p1': jsonResponse(200, { campaign: campaign({ id: 'p1' }) }),
      'POST /api/v1/templates': jsonResponse(201, {
        template: { ...templateItem({ id: 'tp1', type: 'saved_template' }), draft: completeDraft() },
      }),
    });
    const user = userEvent.setup();
    renderAt(<PreviewPage />);

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(calls('POST /api/v1/campaigns')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Campaign Name/), 'Preview run');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PREVIEW_MESSAGES.draftSaved));
    expect(calls('POST /api/v1/campaigns')[0]?.body).toMatchObject({
      status: 'draft',
      draft: { campaignName: 'Preview run' },
    });
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(calls('PUT /api/v1/campaigns/p1')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save as Template' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PREVIEW_MESSAGES.templateSaved));
    expect(calls('POST /api/v1/templates')[0]?.body).toMatchObject({ name: 'Preview run' });
  });
});
