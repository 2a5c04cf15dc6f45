import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import {
  holdoutTest,
  holdoutTestRoute,
  launchedCampaign,
  launchedCampaignRoutes,
} from '../../../test/api-fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { readHoldoutCampaign, writeHoldoutCampaign } from '../stores/holdout-campaign-storage.ts';
import {
  LATEST,
  log,
  renderHub,
  saveIncrementalityRoute,
  storedConversation,
} from '../test/hub-test-helpers.tsx';

// The hub keeps the campaign a confirmed set-up runs on with its conversation, so the test is followed
// after a reload too.

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

const SAVE_STORED = saveIncrementalityRoute('conv-stored');
const running = holdoutTest({
  testType: 'audience',
  controlGroupSize: 20,
  testDuration: 21,
  test: { users: 8_000, conversions: 150 },
  control: { users: 2_000, conversions: 30 },
});

async function openLivePanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Show live intelligence' }));
  return within(screen.getByRole('region', { name: 'Live Campaign Intelligence' }));
}

describe('the hub’s holdout test', () => {
  it('Confirm Setup runs the set-up on a launched campaign and keeps the test with the conversation', async () => {
    const { calls } = mockFetch({
      [LATEST]: jsonResponse(200, storedConversation()),
      [SAVE_STORED]: jsonResponse(200, {}),
      ...launchedCampaignRoutes([launchedCampaign()]),
      [holdoutTestRoute('PUT')]: jsonResponse(201, {
        test: { ...running, testType: 'geographic' },
      }),
      [holdoutTestRoute('GET')]: jsonResponse(200, {
        test: { ...running, testType: 'geographic' },
      }),
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
    // The conversation keeps the set-up as running; this browser remembers the campaign for it.
    await waitFor(() =>
      expect(calls(SAVE_STORED).at(-1)?.body).toEqual({
        ...DEFAULT_INCREMENTALITY_CONFIG,
        enabled: true,
        status: 'running',
      }),
    );
    expect(readHoldoutCampaign('conv-stored')).toEqual({ id: 'c1', name: 'Spring Sale' });
  });

  it('comes back with the conversation after a reload, still read from the API', async () => {
    writeHoldoutCampaign('conv-stored', { id: 'c1', name: 'Spring Sale' });
    const { calls } = mockFetch({
      [LATEST]: jsonResponse(
        200,
        storedConversation({
          incrementality: { ...DEFAULT_INCREMENTALITY_CONFIG, enabled: true, status: 'running' },
        }),
      ),
      [holdoutTestRoute('GET')]: jsonResponse(200, { test: running }),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    const panel = await openLivePanel(user);
    expect(await panel.findByTestId('holdout-status')).toHaveTextContent('Test Running');
    expect(panel.getByText('Spring Sale')).toBeInTheDocument();
    expect(panel.getByTestId('holdout-dates')).toHaveTextContent('ends on Jul 21, 2025');
    expect(calls(holdoutTestRoute('GET'))[0]?.headers.authorization).toBe('Bearer tok-1');
  });
});
