import { SANDBOX_NOTICE } from '@northstar/shared/analytics';
import {
  DEFAULT_INCREMENTALITY_CONFIG,
  type IncrementalityConfig,
  type IncrementalityTest,
} from '@northstar/shared/incrementality';
import {
  DEFAULT_PROJECTION_INPUT,
  OBJECTIVE_BENCHMARKS,
  projectOutcome,
} from '@northstar/shared/projections';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { HOLDOUT_POLL_MS } from '../../../lib/holdout-test.ts';
import {
  campaignPage,
  HOLDOUT_TEST_ID,
  holdoutTest,
  holdoutTestByIdRoute,
  holdoutTestRoute,
  launchedCampaign,
  launchedCampaignRoutes,
  launchedCampaignsRoute,
} from '../../../test/api-fixtures.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { CHANNEL_SPLIT_NOTE, NO_LAUNCHED_CAMPAIGN } from './hub-holdout-test.tsx';
import { IncrementalitySection } from './incrementality-section.tsx';

// "Confirm Setup" runs the set-up as a holdout test on a launched campaign (issue 13 item 8); the API owns
// the test and the section follows it by its id (issue 21 item 4).

const outcome = projectOutcome({
  ...DEFAULT_PROJECTION_INPUT,
  objective: 'sales',
  ctr: OBJECTIVE_BENCHMARKS.sales.ctr,
  cvr: OBJECTIVE_BENCHMARKS.sales.cvr,
  budget: 25_000,
});

const TEST_ROUTE = holdoutTestRoute('PUT');
const GET_TEST = holdoutTestByIdRoute();
const C2_TEST = '3b0c8e4f-1a2d-4e6f-9b7c-0d1e2f3a4b5c';

const completedTest = (overrides: Partial<IncrementalityTest> = {}) =>
  holdoutTest({
    status: 'completed',
    test: { users: 120_000, conversions: 2_600 },
    control: { users: 40_000, conversions: 800 },
    result: { lift: 0.083, interval: [0.021, 0.149], significant: true, incrementalConversions: 199.6 },
    ...overrides,
  });

const configuring: IncrementalityConfig = {
  ...DEFAULT_INCREMENTALITY_CONFIG,
  enabled: true,
  status: 'configuring',
};

function Harness({
  initial = configuring,
  initialTestId = null,
  campaignId = null,
}: {
  initial?: IncrementalityConfig;
  initialTestId?: string | null;
  /** The conversation's own campaign. */
  campaignId?: string | null;
}) {
  const [config, setConfig] = useState(initial);
  const [testId, setTestId] = useState(initialTestId);
  return (
    <>
      <IncrementalitySection
        config={config}
        onChange={setConfig}
        outcome={outcome}
        cpm={20}
        holdoutTestId={testId}
        onHoldoutTestChange={setTestId}
        campaignId={campaignId}
      />
      <output data-testid="config">{JSON.stringify(config)}</output>
      <output data-testid="holdout-test-id">{JSON.stringify(testId)}</output>
    </>
  );
}

const status = () => screen.getByTestId('incrementality-status');
const config = () => JSON.parse(screen.getByTestId('config').textContent ?? '{}') as IncrementalityConfig;
const holdoutTestId = () => JSON.parse(screen.getByTestId('holdout-test-id').textContent ?? 'null');

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Confirm Setup on a launched campaign', () => {
  it('asks which launched campaign, PUTs the set-up on it and shows Test Running', async () => {
    const { calls } = mockFetch({
      ...launchedCampaignRoutes([
        launchedCampaign(),
        launchedCampaign({ id: 'c2', name: 'Brand Push', status: 'paused' }),
        launchedCampaign({ id: 'c3', name: 'Summer Teaser', status: 'scheduled' }),
      ]),
      [TEST_ROUTE]: jsonResponse(201, { test: holdoutTest() }),
      [GET_TEST]: jsonResponse(200, { test: holdoutTest() }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Control group' }), '25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test duration' }), '28');
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));

    const picker = within(screen.getByRole('region', { name: 'Run the test on a launched campaign' }));
    // The keyboard follows: the picker's heading takes focus from the button it replaced.
    expect(picker.getByRole('heading')).toHaveFocus();
    const select = await picker.findByRole('combobox', { name: 'Campaign to test' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spring Sale (Active)', 'Summer Teaser (Scheduled)', 'Brand Push (Paused)']);
    // Every launched status was asked for.
    for (const s of ['active', 'scheduled', 'ready', 'paused'])
      expect(calls(launchedCampaignsRoute(s))).toHaveLength(1);

    await user.click(picker.getByRole('button', { name: 'Start test' }));

    await waitFor(() => expect(status()).toHaveTextContent('Test Running'));
    expect(calls(TEST_ROUTE)).toHaveLength(1);
    expect(calls(TEST_ROUTE)[0]?.body).toEqual({
      testType: 'geographic',
      controlGroupSize: 25,
      testDuration: 28,
      confidenceLevel: 95,
    });
    expect(calls(TEST_ROUTE)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(screen.getByTestId('holdout-status')).toHaveTextContent('Test Running');
    expect(screen.getByText('Spring Sale')).toBeInTheDocument();
    expect(screen.getByTestId('holdout-dates')).toHaveTextContent(
      'Started Jun 30, 2025 · ends on Jul 28, 2025',
    );
    expect(screen.getByText('Groups so far')).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_NOTICE)).toBeInTheDocument();
    // Announced politely, and the set-up (saved with the conversation) follows the test.
    expect(screen.getByTestId('holdout-announcement')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('holdout-announcement')).toHaveTextContent(
      'Test Running on Spring Sale until Jul 28, 2025.',
    );
    expect(config()).toMatchObject({ status: 'running', enabled: true, testType: 'geographic' });
    // What the conversation keeps is the test's id; the browser keeps nothing.
    expect(holdoutTestId()).toBe(HOLDOUT_TEST_ID);
    expect(localStorage.length).toBe(0);
    // No way to confirm again while it runs.
    expect(screen.queryByRole('button', { name: /Confirm Setup|Cancel/ })).not.toBeInTheDocument();
  });

  it('runs on the campaign chosen, by keyboard', async () => {
    const { calls } = mockFetch({
      ...launchedCampaignRoutes([
        launchedCampaign(),
        launchedCampaign({ id: 'c2', name: 'Brand Push', status: 'paused' }),
      ]),
      [holdoutTestRoute('PUT', 'c2')]: jsonResponse(201, {
        test: holdoutTest({ id: C2_TEST, campaignId: 'c2', campaignName: 'Brand Push' }),
      }),
      [holdoutTestByIdRoute(C2_TEST)]: jsonResponse(200, {
        test: holdoutTest({ id: C2_TEST, campaignId: 'c2', campaignName: 'Brand Push' }),
      }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));
    const select = await screen.findByRole('combobox', { name: 'Campaign to test' });
    await user.selectOptions(select, 'c2');
    select.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start test' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Test Running'));
    expect(calls(holdoutTestRoute('PUT', 'c2'))).toHaveLength(1);
    expect(holdoutTestId()).toBe(C2_TEST);
    expect(screen.getByText('Brand Push')).toBeInTheDocument();
  });

  it('chooses the conversation’s own campaign first when it is launched', async () => {
    const { calls } = mockFetch({
      ...launchedCampaignRoutes([
        launchedCampaign(),
        launchedCampaign({ id: 'c2', name: 'Brand Push', status: 'paused' }),
      ]),
      [holdoutTestRoute('GET', 'c2')]: jsonResponse(200, { test: null }),
      [holdoutTestRoute('PUT', 'c2')]: jsonResponse(201, {
        test: holdoutTest({ id: C2_TEST, campaignId: 'c2', campaignName: 'Brand Push' }),
      }),
      [holdoutTestByIdRoute(C2_TEST)]: jsonResponse(200, {
        test: holdoutTest({ id: C2_TEST, campaignId: 'c2', campaignName: 'Brand Push' }),
      }),
    });
    const user = userEvent.setup();
    renderAt(<Harness campaignId="c2" />);
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));
    const select = await screen.findByRole('combobox', { name: 'Campaign to test' });
    expect(select).toHaveValue('c2');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Brand Push (Paused) · this conversation’s',
    );
    await user.click(screen.getByRole('button', { name: 'Start test' }));
    await waitFor(() => expect(status()).toHaveTextContent('Test Running'));
    expect(calls(holdoutTestRoute('PUT', 'c2'))).toHaveLength(1);
    expect(holdoutTestId()).toBe(C2_TEST);
  });

  it('without a launched campaign, says so, keeps the set-up confirmed on the page and links to the builder', async () => {
    const { calls } = mockFetch(launchedCampaignRoutes([]));
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));

    expect(await screen.findByTestId('no-launched-campaign')).toHaveTextContent(NO_LAUNCHED_CAMPAIGN);
    expect(screen.getByRole('link', { name: 'Open the Campaign Builder' })).toHaveAttribute(
      'href',
      '/dashboard/campaign-builder',
    );
    // Confirmed: the set-up is ready to run once a campaign is launched; no test exists yet.
    expect(status()).toHaveTextContent('Ready to Launch');
    expect(config()).toMatchObject({ status: 'ready', enabled: true });
    expect(calls(TEST_ROUTE)).toHaveLength(0);
    expect(holdoutTestId()).toBeNull();

    // Close gives the keyboard back; once a campaign is launched the set-up can run from here.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Run on a launched campaign' })).toHaveFocus();
  });

  it('explains that a channel split is planned only and runs the split picked instead', async () => {
    const { calls } = mockFetch({
      ...launchedCampaignRoutes([launchedCampaign()]),
      [TEST_ROUTE]: jsonResponse(201, { test: holdoutTest({ testType: 'audience' }) }),
      [GET_TEST]: jsonResponse(200, { test: holdoutTest({ testType: 'audience' }) }),
    });
    const user = userEvent.setup();
    renderAt(<Harness initial={{ ...configuring, testType: 'channel' }} />);
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));

    expect(await screen.findByTestId('channel-split-note')).toHaveTextContent(CHANNEL_SPLIT_NOTE);
    expect(screen.getByRole('button', { name: 'Start test' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Split to run' }), 'audience');
    expect(screen.queryByTestId('channel-split-note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start test' }));

    await waitFor(() => expect(status()).toHaveTextContent('Test Running'));
    expect(calls(TEST_ROUTE)[0]?.body).toMatchObject({ testType: 'audience' });
    expect(screen.getByText(/Audience split/)).toBeInTheDocument();
  });

  it('shows the server’s message when it refuses the test (409)', async () => {
    const message = 'A holdout test is already running on this campaign until 2025-07-21.';
    mockFetch({
      ...launchedCampaignRoutes([launchedCampaign()]),
      [TEST_ROUTE]: errorResponse(409, 'CONFLICT', message),
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));
    await user.click(await screen.findByRole('button', { name: 'Start test' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(status()).toHaveTextContent('Configuring');
    expect(holdoutTestId()).toBeNull();
  });

  it('explains a campaign list that cannot be loaded, with a retry', async () => {
    mockFetch({
      ...launchedCampaignRoutes([launchedCampaign()]),
      [launchedCampaignsRoute('active')]: [
        errorResponse(403, 'FORBIDDEN', 'No.'),
        campaignPage([launchedCampaign()], 100),
      ],
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your launched campaigns could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Campaign to test' })).toBeInTheDocument();
  });
});

/** The section following Spring Sale's test, as the conversation brings back its id (any browser). */
const renderFollowing = (status: 'running' | 'completed') =>
  renderAt(<Harness initial={{ ...configuring, status }} initialTestId={HOLDOUT_TEST_ID} />);

describe('a test that runs', () => {
  it('is read again every minute while it runs, and shows Test Completed with the lift at its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const grown = holdoutTest({
      test: { users: 5_000, conversions: 110 },
      control: { users: 1_600, conversions: 30 },
    });
    const { calls } = mockFetch({
      [GET_TEST]: [
        jsonResponse(200, { test: holdoutTest() }),
        jsonResponse(200, { test: grown }),
        jsonResponse(200, { test: completedTest() }),
      ],
    });
    renderFollowing('running');
    expect(await screen.findByTestId('holdout-status')).toHaveTextContent('Test Running');
    expect(calls(GET_TEST)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(HOLDOUT_POLL_MS));
    await waitFor(() => expect(screen.getByText('5,000 people')).toBeInTheDocument());
    expect(screen.getByText('110 conversions')).toBeInTheDocument();
    expect(calls(GET_TEST)).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(HOLDOUT_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('holdout-status')).toHaveTextContent('Test Completed'));
    expect(status()).toHaveTextContent('Test Completed');
    expect(config().status).toBe('completed');
    expect(screen.getByTestId('holdout-announcement')).toHaveTextContent(
      'Test Completed on Spring Sale: lift +8.3%, significant.',
    );

    // Completed: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(3 * HOLDOUT_POLL_MS));
    expect(calls(GET_TEST)).toHaveLength(3);
  });

  it('a completed test shows the lift, its interval at the confidence level and its significance', async () => {
    mockFetch({ [GET_TEST]: jsonResponse(200, { test: completedTest() }) });
    const user = userEvent.setup();
    renderFollowing('completed');
    expect(await screen.findByTestId('holdout-lift')).toHaveTextContent('+8.3%');
    expect(screen.getByTestId('holdout-interval')).toHaveTextContent('95% CI +2.1% to +14.9%');
    expect(screen.getByTestId('holdout-significance')).toHaveTextContent(/^Significant$/);
    expect(screen.getByTestId('holdout-dates')).toHaveTextContent('ended on Jul 28, 2025');
    expect(screen.getByText('120,000 people')).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_NOTICE)).toBeInTheDocument();

    // Plan another: back to the set-up, the test's id forgotten.
    await user.click(screen.getByRole('button', { name: 'Plan another test' }));
    expect(status()).toHaveTextContent('Configuring');
    expect(holdoutTestId()).toBeNull();
  });

  it('says plainly when the interval includes zero', async () => {
    mockFetch({
      [GET_TEST]: jsonResponse(200, {
        test: completedTest({
          confidenceLevel: 90,
          result: { lift: 0.031, interval: [-0.012, 0.074], significant: false, incrementalConversions: 40 },
        }),
      }),
    });
    renderFollowing('completed');
    expect(await screen.findByTestId('holdout-lift')).toHaveTextContent('+3.1%');
    expect(screen.getByTestId('holdout-interval')).toHaveTextContent('90% CI −1.2% to +7.4%');
    expect(screen.getByTestId('holdout-significance')).toHaveTextContent(
      'Not significant — the interval includes zero',
    );
  });

  it('reads the test by its id with the signed-in user’s token, wherever the conversation is opened', async () => {
    const { calls } = mockFetch({ [GET_TEST]: jsonResponse(200, { test: holdoutTest() }) });
    renderFollowing('running');
    expect(await screen.findByTestId('holdout-status')).toHaveTextContent('Test Running');
    expect(screen.getByText('Spring Sale')).toBeInTheDocument();
    expect(calls(GET_TEST)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(localStorage.length).toBe(0);
  });

  it('says so when the test no longer exists (404), and lets the user plan another', async () => {
    mockFetch({ [GET_TEST]: errorResponse(404, 'NOT_FOUND', 'Holdout test not found.') });
    const user = userEvent.setup();
    renderFollowing('running');
    expect(await screen.findByTestId('holdout-load-error')).toHaveTextContent(
      'This holdout test no longer exists: its campaign was deleted or a newer test replaced it.',
    );
    await user.click(screen.getByRole('button', { name: 'Plan another test' }));
    expect(status()).toHaveTextContent('Configuring');
    expect(holdoutTestId()).toBeNull();
  });

  it('adopts the test running on the conversation’s campaign when the conversation kept no id', async () => {
    const { calls } = mockFetch({
      [holdoutTestRoute('GET')]: jsonResponse(200, { test: holdoutTest() }),
      [GET_TEST]: jsonResponse(200, { test: holdoutTest() }),
    });
    renderAt(<Harness initial={DEFAULT_INCREMENTALITY_CONFIG} campaignId="c1" />);
    await waitFor(() => expect(holdoutTestId()).toBe(HOLDOUT_TEST_ID));
    expect(await screen.findByTestId('holdout-status')).toHaveTextContent('Test Running');
    expect(status()).toHaveTextContent('Test Running');
    expect(calls(holdoutTestRoute('GET'))).toHaveLength(1);
  });
});
