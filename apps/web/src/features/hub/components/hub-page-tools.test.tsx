import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { launchedCampaign } from '../../../test/api-fixtures.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
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

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

describe('the hub tools', () => {
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

  it('opens the conversation’s campaign in the builder at the step reached', async () => {
    const named = { ...draft, campaignName: 'Spring Sale' };
    const { calls } = mockFetch({
      [START]: jsonResponse(200, startBody()),
      [MESSAGE]: reply({ campaignStep: 3, campaignState: named }),
      [SAVE]: jsonResponse(201, {
        campaign: { ...launchedCampaign({ id: 'camp-9', status: 'draft', launchedAt: null }), draft: named },
      }),
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
    stubMatchMedia((query) => query === '(min-width: 1024px)');
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
