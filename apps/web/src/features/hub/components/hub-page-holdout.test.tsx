import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import {
  HOLDOUT_TEST_ID,
  holdoutTest,
  holdoutTestByIdRoute,
  holdoutTestRoute,
  launchedCampaign,
  launchedCampaignRoutes,
} from '../../../test/api-fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import {
  forecastsRoute,
  LATEST,
  log,
  renderHub,
  saveHoldoutTestRoute,
  storedConversation,
} from '../test/hub-test-helpers.tsx';

// The API owns the hub's holdout test (issue 21 item 4): the conversation keeps only its id, the hub
// reads the test from the API by it after any sign-in in any browser, and nothing stays in localStorage.

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
  localStorage.clear();
});

const SAVE_STORED = saveHoldoutTestRoute('conv-stored');
const running = holdoutTest({
  testType: 'audience',
  controlGroupSize: 20,
  testDuration: 21,
  test: { users: 8_000, conversions: 150 },
  control: { users: 2_000, conversions: 30 },
});

async function openLivePanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Show live intelligence' }));
  // The panel's figures and its holdout section come with its POST /forecasts answer.
  await screen.findByTestId('projected-results', {}, { timeout: 5_000 });
  return within(screen.getByRole('region', { name: 'Live Campaign Intelligence' }));
}

/** Reads every localStorage key the page wrote since the call. */
const spyOnStorageWrites = (): (() => string[]) => {
  const spy = vi.spyOn(Storage.prototype, 'setItem');
  return () => spy.mock.calls.map(([key]) => key);
};
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the hub’s holdout test', () => {
  it('Confirm Setup starts the test on a launched campaign and keeps only its id with the conversation', async () => {
    const written = spyOnStorageWrites();
    const { calls } = mockFetch({
      ...forecastsRoute(),
      [LATEST]: jsonResponse(200, storedConversation()),
      [SAVE_STORED]: jsonResponse(200, {}),
      ...launchedCampaignRoutes([launchedCampaign()]),
      [holdoutTestRoute('PUT')]: jsonResponse(201, { test: { ...running, testType: 'geographic' } }),
      [holdoutTestByIdRoute()]: jsonResponse(200, { test: { ...running, testType: 'geographic' } }),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    const panel = await openLivePanel(user);
    await user.click(panel.getByRole('button', { name: 'Enable Testing' }));
    await user.click(panel.getByRole('button', { name: 'Confirm Setup' }));
    await user.click(await panel.findByRole('button', { name: 'Start test' }));

    await waitFor(() => expect(panel.getByTestId('incrementality-status')).toHaveTextContent('Test Running'));
    expect(calls(holdoutTestRoute('PUT'))[0]?.body).toEqual({
      testType: 'geographic',
      controlGroupSize: 20,
      testDuration: 21,
      confidenceLevel: 95,
    });
    expect(panel.getByText('8,000 people')).toBeInTheDocument();
    // The conversation keeps the test's id, nothing of the set-up; the browser keeps nothing at all.
    await waitFor(() => expect(calls(SAVE_STORED)).toHaveLength(1));
    expect(calls(SAVE_STORED)[0]?.body).toEqual({ testId: HOLDOUT_TEST_ID });
    expect(written().filter((key) => key.includes('holdout'))).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.includes('holdout'))).toEqual([]);
  });

  it('editing the set-up saves nothing anywhere until a test starts', async () => {
    const written = spyOnStorageWrites();
    const { calls } = mockFetch({ ...forecastsRoute(), [LATEST]: jsonResponse(200, storedConversation()) });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    const panel = await openLivePanel(user);
    await user.click(panel.getByRole('button', { name: 'Enable Testing' }));
    await user.selectOptions(panel.getByRole('combobox', { name: 'Control group' }), '25');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Minimum detectable lift' }), '20');
    expect(panel.getByTestId('incrementality-status')).toHaveTextContent('Configuring');
    expect(calls(SAVE_STORED)).toHaveLength(0);
    expect(written()).toEqual([]);
  });

  it('comes back after a new sign-in in any browser: the conversation’s test id, read from the API', async () => {
    const { calls } = mockFetch({
      ...forecastsRoute(),
      [LATEST]: jsonResponse(200, storedConversation({ incrementality: { testId: HOLDOUT_TEST_ID } })),
      [holdoutTestByIdRoute()]: jsonResponse(200, { test: running }),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    const panel = await openLivePanel(user);
    expect(await panel.findByTestId('holdout-status')).toHaveTextContent('Test Running');
    expect(panel.getByText('Spring Sale')).toBeInTheDocument();
    expect(panel.getByTestId('holdout-dates')).toHaveTextContent('ends on Jul 21, 2025');
    expect(calls(holdoutTestByIdRoute())[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('ignores and clears what an older hub kept in this browser, and an old stored set-up', async () => {
    localStorage.setItem(
      'northstar.hub.holdout.conv-stored',
      JSON.stringify({ id: 'c1', name: 'Spring Sale' }),
    );
    localStorage.setItem('northstar.theme', 'dark');
    const { calls } = mockFetch({
      ...forecastsRoute(),
      [LATEST]: jsonResponse(
        200,
        storedConversation({
          incrementality: { ...DEFAULT_INCREMENTALITY_CONFIG, enabled: true, status: 'running' },
        }),
      ),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    const panel = await openLivePanel(user);
    expect(panel.getByTestId('incrementality-status')).toHaveTextContent('Not Started');
    expect(localStorage.getItem('northstar.hub.holdout.conv-stored')).toBeNull();
    // Only the hub's old keys go.
    expect(localStorage.getItem('northstar.theme')).toBe('dark');
    expect(calls(holdoutTestRoute('GET'))).toHaveLength(0);
  });
});
