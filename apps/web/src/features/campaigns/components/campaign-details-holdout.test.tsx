import { SANDBOX_NOTICE } from '@northstar/shared/analytics';
import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import type { IncrementalityTest } from '@northstar/shared/incrementality';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { holdoutTest, holdoutTestRoute, launchedCampaign } from '../../../test/api-fixtures.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { CampaignDetails } from './campaign-details.tsx';

// The details dialog's "Holdout test" section (issue 13 item 8).

const GET_TEST = holdoutTestRoute('GET');
const PUT_TEST = holdoutTestRoute('PUT');
const HISTORY = 'GET /api/v1/campaigns/c1/history';

/** The set-up the dialog's form picks below. */
const test = (overrides: Partial<IncrementalityTest> = {}) =>
  holdoutTest({
    testType: 'audience',
    controlGroupSize: 30,
    testDuration: 14,
    confidenceLevel: 90,
    ...overrides,
  });

const renderDetails = (item: CampaignListItem) =>
  renderAt(<CampaignDetails campaign={item} onClose={() => {}} />);
const holdout = () => within(screen.getByRole('region', { name: 'Holdout test' }));

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

describe('the details dialog’s holdout test', () => {
  it('starts a test on a launched campaign from the form, and shows it running', async () => {
    const { calls } = mockFetch({
      [GET_TEST]: jsonResponse(200, { test: null }),
      [PUT_TEST]: jsonResponse(201, { test: test() }),
      [HISTORY]: jsonResponse(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderDetails(launchedCampaign());
    // Close keeps the focus the dialog gives it, the form below notwithstanding.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    const form = within(await holdout().findByRole('form', { name: 'Start a holdout test' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Split' }), 'audience');
    await user.selectOptions(form.getByRole('combobox', { name: 'Control group' }), '30');
    await user.selectOptions(form.getByRole('combobox', { name: 'Test duration' }), '14');
    await user.selectOptions(form.getByRole('combobox', { name: 'Confidence level' }), '90');
    await user.click(form.getByRole('button', { name: 'Start holdout test' }));

    await waitFor(() => expect(holdout().getByTestId('holdout-status')).toHaveTextContent('Test Running'));
    expect(calls(PUT_TEST)).toHaveLength(1);
    expect(calls(PUT_TEST)[0]?.body).toEqual({
      testType: 'audience',
      controlGroupSize: 30,
      testDuration: 14,
      confidenceLevel: 90,
    });
    expect(holdout().getByText('Audience split · 30% held out · 90% confidence')).toBeInTheDocument();
    expect(holdout().getByTestId('holdout-dates')).toHaveTextContent('ends on Jul 14, 2025');
    expect(holdout().getByText(SANDBOX_NOTICE)).toBeInTheDocument();
    // No second test while this one runs; the start is in the change history, read again.
    expect(holdout().queryByRole('form')).not.toBeInTheDocument();
    expect(holdout().getByTestId('holdout-announcement')).toHaveTextContent(
      'Test Running on Spring Sale until Jul 14, 2025.',
    );
    await waitFor(() => expect(calls(HISTORY).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server’s message when it refuses the start (409)', async () => {
    const message = 'Launch the campaign before starting a holdout test on it.';
    mockFetch({
      [GET_TEST]: jsonResponse(200, { test: null }),
      [PUT_TEST]: errorResponse(409, 'INVALID_TRANSITION', message),
      [HISTORY]: jsonResponse(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderDetails(launchedCampaign({ status: 'ready' }));
    await user.click(await holdout().findByRole('button', { name: 'Start holdout test' }));
    expect(await holdout().findByRole('alert')).toHaveTextContent(message);
    expect(holdout().getByRole('form', { name: 'Start a holdout test' })).toBeInTheDocument();
  });

  it('shows a completed test’s lift, interval and significance, and offers another on a launched campaign', async () => {
    mockFetch({
      [GET_TEST]: jsonResponse(200, {
        test: test({
          status: 'completed',
          confidenceLevel: 95,
          test: { users: 50_000, conversions: 1_100 },
          control: { users: 21_000, conversions: 420 },
          result: { lift: 0.083, interval: [0.021, 0.149], significant: true, incrementalConversions: 84 },
        }),
      }),
      [HISTORY]: jsonResponse(200, { items: [] }),
    });
    renderDetails(launchedCampaign({ status: 'paused' }));
    expect(await holdout().findByTestId('holdout-lift')).toHaveTextContent('+8.3%');
    expect(holdout().getByTestId('holdout-status')).toHaveTextContent('Test Completed');
    expect(holdout().getByTestId('holdout-interval')).toHaveTextContent('95% CI +2.1% to +14.9%');
    expect(holdout().getByTestId('holdout-significance')).toHaveTextContent('Significant');
    expect(holdout().getByText('50,000 people')).toBeInTheDocument();
    expect(holdout().getByRole('form', { name: 'Start a holdout test' })).toBeInTheDocument();
  });

  it('a completed campaign shows its test without a form; a draft is not asked about', async () => {
    const { calls } = mockFetch({
      [GET_TEST]: jsonResponse(200, {
        test: test({
          status: 'completed',
          result: { lift: -0.01, interval: [-0.05, null], significant: false, incrementalConversions: -3 },
        }),
      }),
      [HISTORY]: jsonResponse(200, { items: [] }),
      'GET /api/v1/campaigns/c9/history': jsonResponse(200, { items: [] }),
    });
    const { unmount } = renderDetails(launchedCampaign({ status: 'completed' }));
    expect(await holdout().findByTestId('holdout-interval')).toHaveTextContent(
      '90% CI −5.0% with no upper bound',
    );
    expect(holdout().getByTestId('holdout-significance')).toHaveTextContent(
      'Not significant — the interval includes zero',
    );
    expect(holdout().queryByRole('form')).not.toBeInTheDocument();
    unmount();

    renderDetails(launchedCampaign({ id: 'c9', status: 'draft', launchedAt: null }));
    expect(holdout().getByText(/Not launched yet/)).toBeInTheDocument();
    expect(calls(holdoutTestRoute('GET', 'c9'))).toHaveLength(0);
  });
});
