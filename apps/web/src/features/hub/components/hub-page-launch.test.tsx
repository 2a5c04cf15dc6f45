import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import {
  draft,
  input,
  log,
  MESSAGE,
  renderHub,
  reply,
  SAVE,
  START,
  startBody,
} from '../test/hub-test-helpers.tsx';

// The hub and the conversation's campaign (issue 21): "Open in builder" opens the campaign the AI
// service saved (no second one), the launch approvals answer with Approve / Reject from the keyboard,
// and a launch reply links to the campaign and to Analytics.

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

const saved = { ...draft, campaignId: 'camp-42', campaignName: 'Spring Sale' };

describe('the conversation’s campaign in the hub', () => {
  it('"Open in builder" opens the campaign the chat saved, without saving a second one', async () => {
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: reply({ campaignStep: 3, campaignState: saved }),
      [SAVE]: jsonResponse(201, { campaign: { id: 'other', channelType: 'universal', draft: saved } }),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.type(input(), 'Spring Sale{Enter}');
    await screen.findByText('Step 3 of 9 · Platform Selection');
    await user.click(screen.getByRole('button', { name: /Open in builder/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/dashboard/campaign-builder/universal?edit=camp-42&step=3',
    );
    expect(calls(SAVE)).toHaveLength(0);
  });

  it('answers a launch approval from the keyboard and shows the launch with its links', async () => {
    const approval = {
      id: 'apr_9_launch_terms',
      kind: 'launch_terms',
      summary: 'Accept the advertising terms',
      patch: { launchOptions: { termsAccepted: true } },
      step: 9,
      variant: 0,
    };
    const launch = {
      campaignId: 'camp-42',
      status: 'scheduled',
      startDate: '2026-12-07',
      campaignPath: '/dashboard/campaign-builder/universal?edit=camp-42&step=9',
      analyticsPath: '/dashboard/analytics',
    };
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: [
        reply({
          response: 'Do you accept the advertising terms?',
          campaignStep: 9,
          campaignState: saved,
          requiresApproval: true,
          approvalData: approval,
        }),
        reply({
          response: '“Spring Sale” is launched: scheduled to start Mon, Dec 7, 2026.',
          campaignStep: 9,
          campaignState: saved,
          launch,
        }),
      ],
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.type(input(), 'launch it{Enter}');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    // A launch confirmation is given or refused: Approve and Reject, nothing to reword.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modify' })).toBeNull();
    approve.focus();
    await user.keyboard('{Enter}');
    await screen.findByText(/is launched: scheduled/);
    expect(calls(MESSAGE)).toHaveLength(2);
    const links = screen.getByRole('navigation', { name: 'Launched campaign' });
    expect(within(links).getByText('Scheduled')).toBeInTheDocument();
    expect(within(links).getByTestId('launch-start')).toHaveTextContent('Starts Mon, Dec 7, 2026');
    expect(within(links).getByRole('link', { name: /Open the campaign/ })).toHaveAttribute(
      'href',
      launch.campaignPath,
    );
    expect(within(links).getByRole('link', { name: /Analytics/ })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
  });
});
