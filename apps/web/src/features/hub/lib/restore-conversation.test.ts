import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { readConversation } from './restore-conversation.ts';

const draft = createDraft({ now: new Date('2025-03-10T12:00:00Z') });
const approval = (id: string) => ({
  id,
  kind: 'kpi',
  summary: 'Primary KPI',
  patch: { kpis: { primary: 'roas' } },
  step: 2,
  variant: 0,
});

let seq = 0;
const stored = (role: string, content: string, approvalData: unknown = null) => ({
  id: `m${++seq}`,
  role,
  content,
  campaignStep: 2,
  requiresApproval: approvalData !== null,
  approvalData,
  createdAt: '2025-03-10T12:00:00.000Z',
});

const body = (messages: unknown[], conversation: Record<string, unknown> = {}) => ({
  conversation: {
    conversationId: 'c1',
    currentStep: 2,
    requiresApproval: false,
    approvalData: null,
    campaignState: draft,
    incrementality: null,
    ...conversation,
  },
  messages,
});

const approvals = (raw: unknown) => readConversation(raw).messages.map((m) => m.userApproval);

describe('reading a stored conversation', () => {
  it('reads each answered recommendation’s decision from the follow-up the buttons sent', () => {
    expect(
      approvals(
        body([
          stored('assistant', 'A?', approval('a')),
          stored('user', 'I approve this recommendation.'),
          stored('assistant', 'B?', approval('b')),
          stored('user', 'I reject this recommendation. Please suggest something else.'),
          stored('assistant', 'C?', approval('c')),
          stored('user', 'I want to modify this: TikTok only'),
          stored('assistant', 'D?', approval('d')),
          stored('user', 'something else entirely'),
          stored('assistant', 'Done.'),
        ]),
      ),
    ).toEqual(['approved', null, 'rejected', null, 'modified', null, 'pending', null, null]);
  });

  it('leaves the last recommendation answerable only while the service waits for the answer', () => {
    const waiting = body([stored('assistant', 'A?', approval('a'))], {
      requiresApproval: true,
      approvalData: approval('a'),
    });
    expect(approvals(waiting)).toEqual(['pending']);
    expect(approvals(body([stored('assistant', 'A?', approval('a'))]))).toEqual([null]);
  });

  it('leaves out the greeting the hub sent on start, as the live chat does', () => {
    const read = readConversation(
      body([
        stored('assistant', 'Welcome.'),
        stored('user', 'Hello! I would like to create a new campaign.'),
        stored('assistant', 'What is it called?'),
        stored('user', 'Hello! I would like to create a new campaign.'),
      ]),
    );
    expect(read.messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'Welcome.'],
      ['assistant', 'What is it called?'],
      // Typed by the user later: kept.
      ['user', 'Hello! I would like to create a new campaign.'],
    ]);
  });

  it('keeps the launch a reply reported, so its badge and links come back after a new sign-in', () => {
    const launch = {
      campaignId: 'k1',
      status: 'scheduled',
      startDate: '2025-03-17',
      campaignPath: '/dashboard/campaign-builder/universal?edit=k1&step=9',
      analyticsPath: '/dashboard/analytics',
    };
    const read = readConversation(
      body([{ ...stored('assistant', 'Launched.'), launch }, stored('assistant', 'Later.')]),
    );
    expect(read.messages.map((m) => m.launch)).toEqual([launch, null]);
  });

  it('drops what it cannot read instead of failing, but needs a conversation id', () => {
    const read = readConversation(
      body([{ id: 1 }, stored('assistant', 'Kept.')], {
        currentStep: 42,
        campaignState: { nope: true },
        incrementality: { enabled: 'yes' },
      }),
    );
    expect(read.messages.map((m) => m.content)).toEqual(['Kept.']);
    expect(read).toMatchObject({
      currentStep: 9,
      campaignState: null,
      holdoutTestId: null,
      campaignId: null,
    });
    expect(() => readConversation({ conversation: {} })).toThrow(/conversation id/);
    expect(() => readConversation(null)).toThrow(/conversation id/);
  });
});
