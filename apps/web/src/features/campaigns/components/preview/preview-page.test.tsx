import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render.tsx';
import { usePreviewStore } from '../../stores/preview.store.ts';
import { campaign } from '../../test/campaign-fixtures.ts';
import { COPY_CONFIRMATION_MS } from './campaign-id-field.tsx';
import { PREVIEW_MESSAGES, PreviewPage } from './preview-page.tsx';

const initial = usePreviewStore.getState();
beforeEach(() => {
  usePreviewStore.setState({
    ...initial,
    campaignCode: '',
    completed: [],
    currentStep: 1,
    savedCampaignId: null,
  });
  configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} });
});
afterEach(() => vi.useRealTimers());

const stepButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Step ${n}:`) });

describe('PreviewPage', () => {
  it('shows the seven live indicators', () => {
    renderAt(<PreviewPage />);
    const labels = [
      'Available Reach',
      'Est. CPM',
      'Competition',
      'Budget Pace',
      'Approval Rate',
      'Audience Match',
      'Optimization',
    ];
    for (const label of labels) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('generates the campaign ID once and confirms a copy with a tick for 2 seconds', async () => {
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

  it('Next marks the step complete, unlocks one more and counts progress out of nine', async () => {
    const user = userEvent.setup();
    renderAt(<PreviewPage />);
    expect(screen.getByRole('progressbar', { name: 'Campaign Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(stepButton(2)).toBeEnabled();
    expect(stepButton(3)).toBeDisabled();

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
    expect(await screen.findByRole('heading', { level: 2, name: 'Platform Selection' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Campaign Progress' })).toHaveAttribute(
      'aria-valuenow',
      '22',
    );
    expect(stepButton(3)).toBeEnabled();
    expect(stepButton(4)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals & Tracking' })).toBeInTheDocument();
  });

  it('saves as a draft and as a template on the server', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockFetch({
      'POST /api/v1/campaigns': jsonResponse(201, { campaign: campaign({ id: 'p1' }) }),
      'PUT /api/v1/campaigns/p1': jsonResponse(200, { campaign: campaign({ id: 'p1' }) }),
      'POST /api/v1/templates': jsonResponse(201, { template: { id: 'tp1' } }),
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
