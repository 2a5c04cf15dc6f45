import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import {
  HOLDOUT_TEST_ID,
  holdoutTest,
  holdoutTestByIdRoute,
  holdoutTestRoute,
  launchedCampaign,
  launchedCampaignRoutes,
} from '../../../test/api-fixtures.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { INCREMENTALITY_SAVE_ERROR } from '../stores/hub-chat.store.ts';
import {
  forecastsRoute,
  input,
  LATEST,
  log,
  MESSAGE,
  renderHub,
  reply,
  START,
  saveHoldoutTestRoute,
  startBody,
  storedConversation,
} from '../test/hub-test-helpers.tsx';

// Opening the hub restores the user's latest conversation from the AI service (any tab, any sign-in),
// with the id of its holdout test kept beside it.

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

const NOT_FOUND = errorResponse(404, 'NOT_FOUND', 'Conversation not found.');
const SAVE_STORED = saveHoldoutTestRoute('conv-stored');

async function openLivePanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Show live intelligence' }));
  // The panel's figures and its holdout section come with its POST /forecasts answer.
  await screen.findByTestId('projected-results', {}, { timeout: 5_000 });
  return screen.getByRole('region', { name: 'Live Campaign Intelligence' });
}

describe('opening the hub', () => {
  it('restores the latest conversation’s messages, step and pending recommendation', async () => {
    const { calls } = mockFetch({
      [LATEST]: jsonResponse(200, storedConversation()),
      [MESSAGE]: reply({ response: 'Platforms next.', campaignStep: 3 }),
    });
    const user = userEvent.setup();
    renderHub();
    expect(
      await within(log()).findByText('Create a campaign called Spring Sale for sales'),
    ).toBeInTheDocument();
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Welcome to the Northstar AI Hub.'),
      expect.stringContaining('What is the campaign called, and what is its objective?'),
      expect.stringContaining('Create a campaign called Spring Sale for sales'),
      expect.stringContaining('Which KPI?'),
    ]);
    expect(screen.getByText('Step 2 of 9 · Goals & Tracking')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(0);
    const [latest] = calls(LATEST);
    expect(latest?.headers.authorization).toBe('Bearer tok-1');
    expect(latest?.headers['x-module-context']).toBe('northstar-hub');
    // The campaign state came back too: it can be opened in the builder.
    expect(screen.getByRole('button', { name: /Open in builder/ })).toBeEnabled();

    // The stored recommendation is still answerable, in the stored conversation.
    const group = screen.getByRole('group', { name: 'Respond to this recommendation' });
    await user.click(within(group).getByRole('button', { name: 'Approve' }));
    expect(await within(log()).findByText('Platforms next.')).toBeInTheDocument();
    // Only what the service reads: its stored conversation owns the step and the campaign.
    expect(calls(MESSAGE)[0]?.body).toEqual({
      conversationId: 'conv-stored',
      message: 'I approve this recommendation.',
      moduleContext: 'northstar-hub',
    });
  });

  it('shows answered recommendations with their badge, and no buttons', async () => {
    mockFetch({
      [LATEST]: jsonResponse(
        200,
        storedConversation({ currentStep: 3, requiresApproval: false, approvalData: null }, [
          { role: 'assistant', content: 'Which KPI?', campaignStep: 2, approvalData: { ...kpiOf('a') } },
          { role: 'user', content: 'I reject this recommendation. Please suggest something else.' },
          { role: 'assistant', content: 'How about CPA?', campaignStep: 2, approvalData: { ...kpiOf('b') } },
          { role: 'user', content: 'I approve this recommendation.' },
          { role: 'assistant', content: 'Which platforms?', campaignStep: 3 },
        ]),
      ),
    });
    renderHub();
    expect(await within(log()).findByText('Which platforms?')).toBeInTheDocument();
    expect(within(log()).getByText('Rejected')).toBeInTheDocument();
    expect(within(log()).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Respond to this recommendation' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 3 of 9 · Platform Selection')).toBeInTheDocument();
  });

  it('says it is loading while it fetches, and blocks sending meanwhile', async () => {
    let release: (response: Response) => void = () => {};
    const { calls } = mockFetch({
      [LATEST]: () => new Promise<Response>((resolve) => (release = resolve)),
      [MESSAGE]: reply(),
    });
    const user = userEvent.setup();
    renderHub();
    expect(await screen.findByText('Loading your conversation…')).toBeInTheDocument();
    await user.type(input(), 'too early{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(calls(MESSAGE)).toHaveLength(0);

    release(jsonResponse(200, storedConversation()));
    expect(await within(log()).findByText('Which KPI?')).toBeInTheDocument();
    expect(screen.queryByText('Loading your conversation…')).not.toBeInTheDocument();
    // What was typed meanwhile is still there, and sends now.
    expect(input()).toHaveValue('too early');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls(MESSAGE)).toHaveLength(1));
    expect(calls(MESSAGE)[0]?.body).toMatchObject({ conversationId: 'conv-stored', message: 'too early' });
  });

  it('starts a new conversation when the user has none', async () => {
    const { calls } = mockFetch({ [LATEST]: NOT_FOUND, [START]: jsonResponse(200, startBody()) });
    renderHub();
    expect(await within(log()).findByText('Welcome to the Northstar AI Hub.')).toBeInTheDocument();
    expect(calls(LATEST)).toHaveLength(1);
    expect(calls(START)).toHaveLength(1);
    expect(screen.getByText('Step 1 of 9 · Campaign Setup')).toBeInTheDocument();
    // Nothing in the chat about the missing conversation: there simply was none.
    expect(within(log()).queryByText(/not found/i)).not.toBeInTheDocument();
  });

  it('starts a new conversation when the latest cannot be fetched', async () => {
    const { calls } = mockFetch({
      [LATEST]: errorResponse(500, 'INTERNAL', 'Something went wrong.'),
      [START]: jsonResponse(200, startBody()),
    });
    renderHub();
    expect(await within(log()).findByText('Welcome to the Northstar AI Hub.')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(1);
  });

  it('comes back after leaving the hub: the next visit shows the conversation the first one had', async () => {
    const { calls } = mockFetch({
      [LATEST]: [NOT_FOUND, jsonResponse(200, storedConversation())],
      [START]: jsonResponse(200, startBody()),
    });
    const first = renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    first.unmount();

    renderHub();
    expect(await within(log()).findByText('Which KPI?')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(1);
  });

  it('reset after a restore starts a new conversation instead of fetching the old one again', async () => {
    const { calls } = mockFetch({
      [LATEST]: jsonResponse(200, storedConversation()),
      [START]: jsonResponse(200, startBody()),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Reset conversation' }));
    expect(await within(log()).findByText('Welcome to the Northstar AI Hub.')).toBeInTheDocument();
    expect(within(log()).queryByText('Which KPI?')).not.toBeInTheDocument();
    expect(calls(LATEST)).toHaveLength(1);
    expect(calls(START)).toHaveLength(1);
    expect(screen.getByText('Step 1 of 9 · Campaign Setup')).toBeInTheDocument();
  });
});

describe('the conversation’s holdout test', () => {
  it('says so quietly when its id cannot be kept with the conversation; Try again keeps it', async () => {
    const { calls } = mockFetch({
      [LATEST]: jsonResponse(200, storedConversation()),
      [SAVE_STORED]: [errorResponse(500, 'INTERNAL', 'Something went wrong.'), jsonResponse(200, {})],
      ...launchedCampaignRoutes([launchedCampaign()]),
      [holdoutTestRoute('PUT')]: jsonResponse(201, { test: holdoutTest() }),
      [holdoutTestByIdRoute()]: jsonResponse(200, { test: holdoutTest() }),
      // The panel's budget curve has nothing to draw yet (a 422): its own "Try again" stays out of the way.
      ...forecastsRoute(),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Which KPI?');
    const panel = await openLivePanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Enable Testing' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm Setup' }));
    await user.click(await within(panel).findByRole('button', { name: 'Start test' }));

    expect(await within(panel).findByTestId('incrementality-save-error')).toHaveTextContent(
      INCREMENTALITY_SAVE_ERROR,
    );
    // The test runs on its campaign all the same.
    expect(within(panel).getByTestId('incrementality-status')).toHaveTextContent('Test Running');
    // Quiet: the chat carries no error for it.
    expect(within(log()).queryByText(/could not link/i)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('incrementality-save-error')).not.toBeInTheDocument());
    expect(calls(SAVE_STORED)).toHaveLength(2);
    expect(calls(SAVE_STORED)[1]?.body).toEqual({ testId: HOLDOUT_TEST_ID });
    expect(calls(SAVE_STORED)[1]?.headers.authorization).toBe('Bearer tok-1');
  });
});

function kpiOf(id: string) {
  return {
    id,
    kind: 'kpi',
    summary: 'Primary KPI',
    patch: { kpis: { primary: 'roas' } },
    step: 2,
    variant: 0,
  };
}
