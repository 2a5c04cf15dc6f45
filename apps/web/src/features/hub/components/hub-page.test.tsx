import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { QUICK_ACTIONS } from '../lib/hub-constants.ts';
import {
  input,
  kpiApproval,
  log,
  MESSAGE,
  renderHub,
  reply,
  START,
  sentMessages,
  startBody,
} from '../test/hub-test-helpers.tsx';

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

describe('the AI hub chat', () => {
  it('starts a conversation on open with the token and module context, in a polite log', async () => {
    const { calls } = mockFetch({ [START]: jsonResponse(200, startBody()) });
    renderHub();
    expect(screen.getByRole('heading', { level: 1, name: 'Northstar AI Hub' })).toBeInTheDocument();
    expect(await within(log()).findByText('Welcome to the Northstar AI Hub.')).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Step 1 of 9 · Campaign Setup')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Campaign progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    const [start] = calls(START);
    expect(start?.headers.authorization).toBe('Bearer tok-1');
    expect(start?.headers['x-module-context']).toBe('northstar-hub');
    expect(start?.body).toMatchObject({ moduleContext: 'northstar-hub' });
    expect((start?.body as { initialMessage?: string } | undefined)?.initialMessage).toMatch(
      /hello.*create a new campaign/i,
    );
  });

  it('sends on Enter, adds a line on Shift+Enter, and refuses an empty message', async () => {
    const { calls } = mockFetch({ [START]: jsonResponse(200, startBody()), [MESSAGE]: reply() });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');

    await user.type(input(), '   {Enter}');
    expect(calls(MESSAGE)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.clear(input());
    await user.type(input(), 'Spring Sale{Shift>}{Enter}{/Shift}for sales');
    expect(input()).toHaveValue('Spring Sale\nfor sales');
    expect(calls(MESSAGE)).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(await within(log()).findByText('Noted.')).toBeInTheDocument();
    expect(sentMessages(calls)).toEqual(['Spring Sale\nfor sales']);
    expect(input()).toHaveValue('');
  });

  it('shows "typing…" and blocks sending while a reply is pending', async () => {
    let release: (response: Response) => void = () => {};
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');

    await user.type(input(), 'first{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Assistant is typing…');
    await user.type(input(), 'second{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(calls(MESSAGE)).toHaveLength(1);
    // The typed text waits for the reply instead of being lost.
    expect(input()).toHaveValue('second');

    release(reply({ response: 'First answer.' }).clone());
    expect(await within(log()).findByText('First answer.')).toBeInTheDocument();
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentMessages(calls)).toEqual(['first', 'second']));
  });

  it.each([
    ['Approve', 'I approve this recommendation.', 'Approved'],
    ['Reject', 'I reject this recommendation. Please suggest something else.', 'Rejected'],
  ])('%s sends the exact follow-up and leaves a badge', async (button, text, badge) => {
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody({ requiresApproval: true, approvalData: kpiApproval })),
      [MESSAGE]: reply({ response: 'Next question.', campaignStep: 3 }),
    });
    const user = userEvent.setup();
    renderHub();
    const group = await screen.findByRole('group', { name: 'Respond to this recommendation' });
    await user.click(within(group).getByRole('button', { name: button }));
    expect(await within(log()).findByText('Next question.')).toBeInTheDocument();
    expect(sentMessages(calls)).toEqual([text]);
    expect(within(log()).getByText(badge)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Respond to this recommendation' })).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('Modify asks how in a prompt and sends the change; a cancelled prompt sends nothing', async () => {
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody({ requiresApproval: true, approvalData: kpiApproval })),
      [MESSAGE]: reply({ response: 'Changed.' }),
    });
    const prompt = vi
      .spyOn(window, 'prompt')
      .mockReturnValueOnce(null)
      .mockReturnValueOnce('Use CPA instead');
    const user = userEvent.setup();
    renderHub();
    const modify = await screen.findByRole('button', { name: 'Modify' });

    await user.click(modify);
    expect(prompt).toHaveBeenCalledWith('How would you like to modify this recommendation?');
    expect(calls(MESSAGE)).toHaveLength(0);

    await user.click(modify);
    expect(await within(log()).findByText('Changed.')).toBeInTheDocument();
    expect(sentMessages(calls)).toEqual(['I want to modify this: Use CPA instead']);
    expect(within(log()).getByText('Modified')).toBeInTheDocument();
  });

  it('shows the quick actions only while the step is at most 2', async () => {
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: [
        reply({ campaignStep: 2, response: 'Step two.' }),
        reply({ campaignStep: 3, response: 'Step three.' }),
      ],
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(QUICK_ACTIONS.map((a) => a.label));

    await user.click(within(actions).getByRole('button', { name: 'Get Campaign Recommendations' }));
    expect(await within(log()).findByText('Step two.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick actions' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'AI Performance Review' }));
    expect(await within(log()).findByText('Step three.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick actions' })).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(sentMessages(calls)).toEqual([QUICK_ACTIONS[1].message, QUICK_ACTIONS[3].message]);
    expect(screen.getByText('Step 3 of 9 · Platform Selection')).toBeInTheDocument();
  });

  it('choosing files sends one message listing their names', async () => {
    const { calls } = mockFetch({ [START]: jsonResponse(200, startBody()), [MESSAGE]: reply() });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    const picker = screen.getByTestId('hub-file-input');
    expect(picker).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx,.mp4,.mov');
    expect(picker).toHaveAttribute('multiple');
    await user.upload(picker, [
      new File(['a'], 'banner.png', { type: 'image/png' }),
      new File(['b'], 'brief.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() =>
      expect(sentMessages(calls)).toEqual(["I've attached 2 files: banner.png, brief.pdf"]),
    );
  });

  it('shows the connection error and demo mode when the AI service is down, then answers with samples', async () => {
    const { calls } = mockFetch({ [START]: new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    renderHub();
    expect(
      await within(log()).findByText('Cannot connect to AI service. Please check if the service is running.'),
    ).toBeInTheDocument();
    expect(
      within(log()).getByText(/DEMO MODE: You can still test the interface with sample responses\.$/),
    ).toBeInTheDocument();
    await user.type(input(), 'What budget should I set?{Enter}');
    expect(await within(log()).findByText(/^\[DEMO MODE\] For a first campaign/)).toBeInTheDocument();
    expect(calls(MESSAGE)).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Open in builder/ })).toBeDisabled();
  });

  it('reset starts a new conversation at once, after a confirmation', async () => {
    const { calls } = mockFetch({
      [START]: [
        jsonResponse(200, startBody()),
        jsonResponse(200, {
          ...startBody(),
          conversation: { conversationId: 'conv-2', currentStep: 1, createdAt: '2025-03-10T12:10:00Z' },
        }),
      ],
      [MESSAGE]: reply({ campaignStep: 4, response: 'Which countries?' }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.type(input(), 'next{Enter}');
    expect(await screen.findByText('Step 4 of 9 · Audience & Location')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset conversation' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(within(log()).getByText('Which countries?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset conversation' }));
    expect(screen.getByText('Step 1 of 9 · Campaign Setup')).toBeInTheDocument();
    expect(within(log()).queryByText('Which countries?')).not.toBeInTheDocument();
    expect(await within(log()).findByText('Welcome to the Northstar AI Hub.')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(2);

    // The next message belongs to the new conversation.
    await user.type(input(), 'again{Enter}');
    await waitFor(() => expect(calls(MESSAGE)).toHaveLength(2));
    expect(calls(MESSAGE)[1]?.body).toMatchObject({ conversationId: 'conv-2', message: 'again' });
  });
});
