import { createDraft } from '@northstar/shared/campaign/draft';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_SERVICE_URL } from '../../../config/env.ts';
import { configureApiClient } from '../../../lib/api-client.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { QUICK_ACTIONS } from '../lib/hub-constants.ts';
import { type HubAiPreferences, HubPage } from './hub-page.tsx';

const START = `POST ${AI_SERVICE_URL}/api/v1/ai/chat/start`;
const MESSAGE = `POST ${AI_SERVICE_URL}/api/v1/ai/chat/message`;
const SAVE = 'POST /api/v1/campaigns';
const draft = createDraft({ now: new Date('2025-03-10T12:00:00Z') });

const startBody = (aiResponse: Record<string, unknown> = {}) => ({
  conversation: { conversationId: 'conv-1', currentStep: 1, createdAt: '2025-03-10T12:00:00Z' },
  welcomeMessage: 'Welcome to the Northstar AI Hub.',
  aiResponse: {
    message: 'What is the campaign called, and what is its objective?',
    campaignStep: 1,
    requiresApproval: false,
    approvalData: null,
    campaignState: draft,
    ...aiResponse,
  },
});

const reply = (overrides: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    response: 'Noted.',
    campaignStep: 1,
    requiresApproval: false,
    approvalData: null,
    campaignState: draft,
    messageId: 'm1',
    ...overrides,
  });

const kpiApproval = {
  id: 'rec-kpi-0',
  kind: 'kpi',
  summary: 'Primary KPI: ROAS',
  patch: { kpis: { primary: 'roas' } },
  step: 2,
  variant: 0,
};

function renderHub({ withToaster = false, aiPreferences = {} as HubAiPreferences } = {}) {
  return renderAt(
    <>
      <HubPage
        userId="user-1"
        getAccessToken={() => 'tok-1'}
        storage={sessionStorage}
        pricingSeed={5}
        aiPreferences={aiPreferences}
      />
      {withToaster ? <Toaster /> : null}
    </>,
    { path: '/dashboard/northstar-hub' },
  );
}

/** A matchMedia that matches nothing (jsdom has none; the toaster reads reduced motion from it). */
const stubMatchMedia = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const input = () => screen.getByRole('textbox', { name: 'Message the AI assistant' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const sentMessages = (calls: (key: string) => { body: unknown }[]) =>
  calls(MESSAGE).map((r) => (r.body as { message: string }).message);

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

describe('the AI hub', () => {
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

  it('alerts when the browser has no speech recognition', async () => {
    mockFetch({ [START]: jsonResponse(200, startBody()) });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderHub();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    expect(alert).toHaveBeenCalledWith('Voice recognition not supported in this browser');
  });

  it('puts a spoken phrase into the input (en-US recognition)', async () => {
    mockFetch({ [START]: jsonResponse(200, startBody()) });
    const instances: Array<{
      lang: string;
      onresult: ((e: unknown) => void) | null;
      onend: (() => void) | null;
    }> = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror = null;
      constructor() {
        instances.push(this);
      }
      start() {}
      stop() {
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderHub();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    expect(screen.getByRole('button', { name: 'Stop voice input' })).toHaveAttribute('aria-pressed', 'true');
    const recognition = instances[0];
    expect(recognition?.lang).toBe('en-US');
    act(() => {
      recognition?.onresult?.({ results: [[{ transcript: 'budget of ten thousand' }]] });
      recognition?.onend?.();
    });
    expect(input()).toHaveValue('budget of ten thousand');
    expect(screen.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
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

  it('reset returns to step 1 with the conversation inactive until the user starts again', async () => {
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: reply({ campaignStep: 4, response: 'Which countries?' }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.type(input(), 'next{Enter}');
    expect(await screen.findByText('Step 4 of 9 · Audience & Location')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset conversation' }));
    expect(screen.getByText('Step 1 of 9 · Campaign Setup')).toBeInTheDocument();
    expect(within(log()).queryByText('Which countries?')).not.toBeInTheDocument();
    expect(calls(START)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await within(log()).findByText('Welcome to the Northstar AI Hub.')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(2);
  });

  it('keeps the chat across a reload of the tab', async () => {
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: reply({ response: 'Kept.' }),
    });
    const user = userEvent.setup();
    const first = renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.type(input(), 'remember me{Enter}');
    await within(log()).findByText('Kept.');
    first.unmount();

    renderHub();
    expect(within(log()).getByText('remember me')).toBeInTheDocument();
    expect(within(log()).getByText('Kept.')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(1);
  });

  it('opens the conversation’s campaign in the builder at the step reached', async () => {
    const named = { ...draft, campaignName: 'Spring Sale' };
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: reply({ campaignStep: 3, campaignState: named }),
      [SAVE]: jsonResponse(201, { campaign: { id: 'camp-9', channelType: 'universal', draft: named } }),
    });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.type(input(), 'Spring Sale{Enter}');
    await screen.findByText('Step 3 of 9 · Platform Selection');
    await user.click(screen.getByRole('button', { name: /Open in builder/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/dashboard/campaign-builder/universal?edit=camp-9&step=3',
    );
    expect(calls(SAVE)[0]?.body).toEqual({ draft: named, status: 'draft' });
    expect(calls(SAVE)[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('says so in a toast when the campaign cannot be saved for the builder', async () => {
    mockFetch({
      [START]: jsonResponse(200, startBody()),
      [SAVE]: errorResponse(500, 'INTERNAL', 'Something went wrong.'),
    });
    stubMatchMedia();
    const user = userEvent.setup();
    renderHub({ withToaster: true });
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    await user.click(screen.getByRole('button', { name: /Open in builder/ }));
    expect(await screen.findByText(/Could not save the campaign for the builder/)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => toast.remove());
  });
});

describe('speech output', () => {
  function stubSpeech() {
    const spoken: Array<{ text: string; rate: number; lang: string }> = [];
    const synth = {
      speak: vi.fn((u: { text: string; rate: number; lang: string }) => spoken.push(u)),
      cancel: vi.fn(),
    };
    class Utterance {
      rate = 1;
      lang = '';
      constructor(public text: string) {}
    }
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    return { spoken, synth };
  }

  it('reads new replies aloud at the saved rate when the user turned voice output on', async () => {
    const { spoken } = stubSpeech();
    mockFetch({ [START]: jsonResponse(200, startBody()), [MESSAGE]: reply({ response: 'Read me.' }) });
    const user = userEvent.setup();
    renderHub({ aiPreferences: { voiceOutput: true, speechRate: 1.3 } });
    await within(log()).findByText('What is the campaign called, and what is its objective?');
    expect(screen.getByRole('button', { name: 'Read replies aloud' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(input(), 'hello{Enter}');
    await within(log()).findByText('Read me.');
    expect(spoken.at(-1)).toMatchObject({ text: 'Read me.', rate: 1.3, lang: 'en-US' });
  });

  it('is off by default, speaks at 0.9 once switched on, and stops when switched off', async () => {
    const { spoken, synth } = stubSpeech();
    mockFetch({ [START]: jsonResponse(200, startBody()), [MESSAGE]: reply({ response: 'Now spoken.' }) });
    const user = userEvent.setup();
    renderHub();
    await within(log()).findByText('Welcome to the Northstar AI Hub.');
    expect(spoken).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Read replies aloud' });
    await user.click(toggle);
    await user.type(input(), 'hello{Enter}');
    await within(log()).findByText('Now spoken.');
    expect(spoken.at(-1)).toMatchObject({ text: 'Now spoken.', rate: 0.9 });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(synth.cancel).toHaveBeenCalled();
  });
});

describe('the live panel on small screens', () => {
  it('is a bottom sheet, hidden by default, shown by its toggle and closed with Escape', async () => {
    mockFetch({ [START]: jsonResponse(200, startBody()) });
    const user = userEvent.setup();
    renderHub();
    expect(screen.queryByRole('region', { name: 'Live Campaign Intelligence' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show live intelligence' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const sheet = screen.getByRole('region', { name: 'Live Campaign Intelligence' });
    expect(sheet).toHaveClass('max-h-[40dvh]');
    expect(sheet).toHaveFocus();
    expect(within(sheet).getByText('Current CPM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide live intelligence' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Live Campaign Intelligence' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show live intelligence' })).toHaveFocus();
  });
});

describe('the live panel on desktop', () => {
  it('sits beside the chat at 40% width and collapses', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockFetch({ [START]: jsonResponse(200, startBody()) });
    const user = userEvent.setup();
    renderHub();
    const panel = screen.getByRole('complementary', { name: 'Live Campaign Intelligence' });
    expect(panel).toHaveClass('w-2/5');
    expect(panel.parentElement).toHaveClass('lg:h-[750px]');

    await user.click(screen.getByRole('button', { name: 'Hide live intelligence' }));
    expect(
      screen.queryByRole('complementary', { name: 'Live Campaign Intelligence' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show live intelligence' }));
    expect(screen.getByRole('complementary', { name: 'Live Campaign Intelligence' })).toBeInTheDocument();
  });
});
