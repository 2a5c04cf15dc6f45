import { createDraft } from '@northstar/shared/campaign';
import { screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { AI_SERVICE_URL } from '../../../config/env.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { modelForecasts } from '../../../test/forecast-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { type HubAiPreferences, HubPage } from '../components/hub-page.tsx';
import { INITIAL_MESSAGE } from '../lib/hub-constants.ts';

// Shared by the hub page tests: the AI service's routes, reply bodies and a render helper.

export const START = `POST ${AI_SERVICE_URL}/api/v1/ai/chat/start`;
export const MESSAGE = `POST ${AI_SERVICE_URL}/api/v1/ai/chat/message`;
export const LATEST = `GET ${AI_SERVICE_URL}/api/v1/ai/conversations/latest?moduleContext=northstar-hub`;
export const saveHoldoutTestRoute = (conversationId: string) =>
  `PUT ${AI_SERVICE_URL}/api/v1/ai/conversations/${conversationId}/incrementality`;
export const SAVE = 'POST /api/v1/campaigns';
/**
 * POST /forecasts as the API answers it: the live panel's figures (the example's before the campaign
 * has a budget) and its budget curve (a 422 with what is missing until then) ask it.
 */
export const forecastsRoute = () => ({ 'POST /api/v1/forecasts': modelForecasts() });
export const draft = createDraft({ now: new Date('2025-03-10T12:00:00Z') });

export const startBody = (aiResponse: Record<string, unknown> = {}) => ({
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

export const reply = (overrides: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    response: 'Noted.',
    campaignStep: 1,
    requiresApproval: false,
    approvalData: null,
    campaignState: draft,
    messageId: 'm1',
    ...overrides,
  });

export const kpiApproval = {
  id: 'rec-kpi-0',
  kind: 'kpi',
  summary: 'Primary KPI: ROAS',
  patch: { kpis: { primary: 'roas' } },
  step: 2,
  variant: 0,
};

interface StoredMessageInput {
  role: 'user' | 'assistant' | 'system';
  content: string;
  campaignStep?: number;
  approvalData?: typeof kpiApproval | null;
}

/** A body of GET /ai/conversations/latest (the AI service's conversationResponseSchema). */
export function storedConversation(
  conversation: Record<string, unknown> = {},
  messages: StoredMessageInput[] = [
    { role: 'assistant', content: 'Welcome to the Northstar AI Hub.' },
    // The greeting the hub sent on start (the service stores it; the chat does not show it).
    { role: 'user', content: INITIAL_MESSAGE },
    { role: 'assistant', content: 'What is the campaign called, and what is its objective?' },
    { role: 'user', content: 'Create a campaign called Spring Sale for sales' },
    { role: 'assistant', content: 'Which KPI?', campaignStep: 2, approvalData: kpiApproval },
  ],
) {
  return {
    conversation: {
      conversationId: 'conv-stored',
      moduleContext: 'northstar-hub',
      currentStep: 2,
      requiresApproval: true,
      approvalData: kpiApproval,
      campaignState: { ...draft, campaignName: 'Spring Sale', objective: 'sales' },
      incrementality: null,
      createdAt: '2025-03-10T12:00:00.000Z',
      updatedAt: '2025-03-10T12:05:00.000Z',
      ...conversation,
    },
    messages: messages.map((m, index) => ({
      id: `stored-${index}`,
      role: m.role,
      content: m.content,
      campaignStep: m.campaignStep ?? 1,
      requiresApproval: Boolean(m.approvalData),
      approvalData: m.approvalData ?? null,
      createdAt: `2025-03-10T12:0${index}:00.000Z`,
    })),
  };
}

export function renderHub({ withToaster = false, aiPreferences = {} as HubAiPreferences } = {}) {
  return renderAt(
    <>
      <HubPage
        getAccessToken={() => 'tok-1'}
        pricingSeed={5}
        incrementalitySaveDelayMs={0}
        aiPreferences={aiPreferences}
      />
      {withToaster ? <Toaster /> : null}
    </>,
    { path: '/dashboard/northstar-hub' },
  );
}

export const input = () => screen.getByRole('textbox', { name: 'Message the AI assistant' });
export const log = () => screen.getByRole('log', { name: 'Conversation' });
export const sentMessages = (calls: (key: string) => { body: unknown }[]) =>
  calls(MESSAGE).map((r) => (r.body as { message: string }).message);
