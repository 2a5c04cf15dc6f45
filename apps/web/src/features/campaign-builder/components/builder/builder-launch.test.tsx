import {
  BUILDER_STEPS,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  LAUNCH_MESSAGES,
  launchFindings,
  STATUS_LABELS,
} from '@northstar/shared/campaign';
import { completeDraft, regulatedDraft } from '@northstar/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useBuilderStore } from '../../stores/builder.store.ts';
import { campaign, resetBuilder, seedBuilder } from '../../test/campaign-fixtures.ts';
import { BuilderHeader } from './builder-header.tsx';
import { BuilderPage } from './builder-page.tsx';

const PATH = '/dashboard/campaign-builder/universal';
const renderBuilder = () => renderAt(<BuilderPage type="universal" />, { path: PATH, url: PATH });
const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: title });
// The heading is the builder's; the step's form is a lazy chunk that arrives after it.
const openReview = async () => {
  await stepHeading('Review & Launch');
  await screen.findByLabelText('Payment method');
};
const launchButton = () => screen.getByRole('button', { name: 'Launch Campaign' });

/** What the builder wrote to campaigns: reads, and the budget curve's POST /forecasts (a read), aside. */
const campaignWrites = <T extends { method: string; url: string }>(requests: T[]) =>
  requests.filter((r) => r.method !== 'GET' && r.url !== '/api/v1/forecasts');
// A draft that passes every step's validation and the compliance review, but has no payment method,
// unticked terms and unconfirmed platform policies: the "Everything checks out" at 48%.
const unsettled = () => {
  const draft = completeDraft();
  return {
    ...draft,
    compliance: { ...draft.compliance, platformPolicies: {} },
    payment: { ...draft.payment, method: '' as const },
    launchOptions: { ...draft.launchOptions, termsAccepted: false },
  };
};

const blockedBody = (findings: unknown[]) => ({
  error: { code: 'LAUNCH_BLOCKED', message: LAUNCH_MESSAGES.blocked, findings },
  message: LAUNCH_MESSAGES.blocked,
});

beforeEach(() => {
  configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} });
  resetBuilder();
});

describe('Review & Launch lists the launch gate', () => {
  it('shows every finding of launchFindings, grouped by step, and no ready message', async () => {
    const draft = unsettled();
    const expected = launchFindings(draft);
    expect(expected.map((f) => f.field)).toEqual([
      'compliance.platformPolicies.google-ads',
      'compliance.platformPolicies.facebook',
      'payment.method',
      'launchOptions.termsAccepted',
    ]);
    seedBuilder(draft, 9);
    renderBuilder();
    await openReview();

    const list = screen.getByTestId('launch-findings');
    for (const finding of expected) {
      const title = BUILDER_STEPS[finding.step - 1]?.title;
      const group = within(list).getByRole('region', { name: `Step ${finding.step}: ${title}` });
      expect(within(group).getByRole('button', { name: finding.message })).toBeInTheDocument();
    }
    expect(within(list).getAllByRole('button')).toHaveLength(expected.length);
    expect(screen.getByText(LAUNCH_MESSAGES.blocked)).toBeInTheDocument();
    expect(screen.queryByText(LAUNCH_MESSAGES.ready)).not.toBeInTheDocument();
  });

  it('shows the ready message only once the list is empty', async () => {
    seedBuilder(unsettled(), 9);
    const user = userEvent.setup();
    renderBuilder();
    await openReview();

    await user.selectOptions(screen.getByLabelText('Payment method'), 'card');
    await user.click(screen.getByLabelText(/I accept the advertising terms/));
    expect(screen.queryByText(LAUNCH_MESSAGES.ready)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /advertising policy/ })).toHaveLength(2);

    useBuilderStore.getState().updateDraft((d) => ({
      compliance: { ...d.compliance, platformPolicies: { 'google-ads': true, facebook: true } },
    }));
    expect(await screen.findByText(LAUNCH_MESSAGES.ready)).toBeInTheDocument();
    expect(screen.queryByTestId('launch-findings')).not.toBeInTheDocument();
  });

  it('takes the user to the step of a finding and puts the cursor in its field', async () => {
    seedBuilder(unsettled(), 9);
    const user = userEvent.setup();
    renderBuilder();
    await openReview();

    await user.click(screen.getByRole('button', { name: LAUNCH_MESSAGES.payment }));
    await waitFor(() => expect(screen.getByLabelText('Payment method')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: LAUNCH_MESSAGES.policy('Google Ads (Search)') }));
    await stepHeading('Compliance Review');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Google Ads (Search)' })).toHaveFocus());
  });

  it('lists compliance blockers with their rule and refuses to send a launch the gate refuses', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const { requests } = mockFetch({});
    seedBuilder(regulatedDraft('cannabis', { platforms: ['mantis'], countries: ['GB'], ageMin: 18 }), 9);
    const user = userEvent.setup();
    renderAt(<BuilderPage type="regulated" />, {
      path: '/dashboard/campaign-builder/regulated',
      url: '/dashboard/campaign-builder/regulated',
    });
    await openReview();
    const group = within(screen.getByTestId('launch-findings')).getByRole('region', {
      name: 'Step 6: Compliance Review',
    });
    expect(within(group).getByText(/need an audience aged 21\+/)).toBeInTheDocument();
    expect(within(group).getByText(/rule cannabis\.min-age/)).toBeInTheDocument();

    await user.click(launchButton());
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(expect.stringMatching(/cannot launch yet/), expect.anything()),
    );
    expect(campaignWrites(requests)).toHaveLength(0);
  });
});

describe('Launch Campaign goes through the server', () => {
  it('saves the draft with PUT, then POSTs /launch, and returns to the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const { requests } = mockFetch({
      'PUT /api/v1/campaigns/cmp_1': jsonResponse(200, {
        campaign: campaign({ id: 'cmp_1', status: 'saved' }),
      }),
      'POST /api/v1/campaigns/cmp_1/launch': jsonResponse(200, {
        campaign: campaign({ id: 'cmp_1', name: 'Spring Launch', status: 'scheduled' }),
      }),
    });
    seedBuilder(completeDraft(), 9);
    const user = userEvent.setup();
    renderBuilder();
    await openReview();
    expect(screen.getByText(LAUNCH_MESSAGES.ready)).toBeInTheDocument();

    await user.click(launchButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/campaign-builder');
    const writes = campaignWrites(requests);
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/v1/campaigns/cmp_1',
      'POST /api/v1/campaigns/cmp_1/launch',
    ]);
    // The save does not claim "ready": only the launch call, through the gate, does.
    expect(writes[0]?.body).toMatchObject({ status: 'saved' });
    expect(writes[1]?.body).toBeUndefined();
    expect(success).toHaveBeenCalledWith('"Spring Launch" is launched (Scheduled).');
  });

  it('creates a new campaign first, then launches it by its new id', async () => {
    const { requests } = mockFetch({
      'POST /api/v1/campaigns': jsonResponse(201, { campaign: campaign({ id: 'new_1', status: 'saved' }) }),
      'POST /api/v1/campaigns/new_1/launch': jsonResponse(200, {
        campaign: campaign({ id: 'new_1', status: 'ready' }),
      }),
    });
    seedBuilder(completeDraft({ campaignId: '' }), 9);
    const user = userEvent.setup();
    renderBuilder();
    await openReview();
    await user.click(launchButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/campaign-builder');
    expect(campaignWrites(requests).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/campaigns',
      'POST /api/v1/campaigns/new_1/launch',
    ]);
  });

  it('shows the server’s findings on step 9 after a 422 and stays on the page', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const serverOnly = { step: 7, field: 'schedule.endDate', message: 'The end date has already passed' };
    const { calls } = mockFetch({
      'PUT /api/v1/campaigns/cmp_1': jsonResponse(200, {
        campaign: campaign({ id: 'cmp_1', status: 'saved' }),
      }),
      'POST /api/v1/campaigns/cmp_1/launch': jsonResponse(
        422,
        blockedBody([serverOnly, { step: 9, field: 'payment.method', message: LAUNCH_MESSAGES.payment }]),
      ),
    });
    seedBuilder(completeDraft(), 9);
    const user = userEvent.setup();
    const { router } = renderBuilder();
    await openReview();

    await user.click(launchButton());
    const list = await screen.findByTestId('launch-findings');
    expect(within(list).getByRole('region', { name: 'Step 7: Budget & Schedule' })).toHaveTextContent(
      serverOnly.message,
    );
    expect(within(list).getByRole('region', { name: 'Step 9: Review & Launch' })).toHaveTextContent(
      LAUNCH_MESSAGES.payment,
    );
    expect(screen.queryByText(LAUNCH_MESSAGES.ready)).not.toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith(
      expect.stringMatching(/cannot launch yet: 2 problems/),
      expect.anything(),
    );
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Launch' })).toBeInTheDocument();
    expect(calls('POST /api/v1/campaigns/cmp_1/launch')).toHaveLength(1);
    expect(useBuilderStore.getState().status).toBe('saved');

    // The server's list is about the draft it checked: the next edit leaves step 9 to the local gate.
    useBuilderStore.getState().updateDraft({ description: 'edited' });
    expect(await screen.findByText(LAUNCH_MESSAGES.ready)).toBeInTheDocument();
  });
});

describe('saving keeps a launched campaign’s status', () => {
  it('a manual save of an active campaign sends no status, and a 422 on the edit lists the findings', async () => {
    const finding = {
      step: 4,
      field: 'targeting.geography.countries',
      message: 'Select at least one country',
    };
    const { calls } = mockFetch({
      'PUT /api/v1/campaigns/cmp_1': [
        jsonResponse(200, { campaign: campaign({ id: 'cmp_1', status: 'active' }) }),
        jsonResponse(422, blockedBody([finding])),
      ],
    });
    seedBuilder(completeDraft(), 9);
    useBuilderStore.setState({ status: 'active' });
    const user = userEvent.setup();
    renderBuilder();
    await openReview();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls('PUT /api/v1/campaigns/cmp_1')).toHaveLength(1));
    expect(calls('PUT /api/v1/campaigns/cmp_1')[0]?.body).not.toHaveProperty('status');
    await waitFor(() => expect(useBuilderStore.getState().isSaving).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('button', { name: finding.message })).toBeInTheDocument();
    expect(calls('PUT /api/v1/campaigns/cmp_1')[1]?.body).not.toHaveProperty('status');
    expect(useBuilderStore.getState().status).toBe('active');
  });

  it('Launch Campaign on a launched campaign saves the edit without a new launch', async () => {
    const { requests } = mockFetch({
      'PUT /api/v1/campaigns/cmp_1': jsonResponse(200, {
        campaign: campaign({ id: 'cmp_1', status: 'paused' }),
      }),
    });
    seedBuilder(completeDraft(), 9);
    useBuilderStore.setState({ status: 'paused' });
    const user = userEvent.setup();
    renderBuilder();
    await openReview();
    await user.click(launchButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/campaign-builder');
    const writes = campaignWrites(requests);
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/v1/campaigns/cmp_1']);
    expect(writes[0]?.body).not.toHaveProperty('status');
  });

  it.each([
    ['draft', 'draft'],
    ['saved', 'saved'],
  ] as const)('an autosave of a %s campaign keeps status %s', async (status, sent) => {
    const { calls } = mockFetch({
      'PUT /api/v1/campaigns/cmp_1': jsonResponse(200, { campaign: campaign({ id: 'cmp_1', status }) }),
    });
    seedBuilder(completeDraft(), 1);
    useBuilderStore.setState({ status });
    const { unmount } = renderBuilder();
    await stepHeading('Campaign Setup');
    // Leaving the builder with unsaved edits autosaves them.
    unmount();
    await waitFor(() => expect(calls('PUT /api/v1/campaigns/cmp_1')).toHaveLength(1));
    expect(calls('PUT /api/v1/campaigns/cmp_1')[0]?.body).toMatchObject({ status: sent });
  });
});

describe('the builder header', () => {
  it.each(CAMPAIGN_STATUSES)('shows the label of status %s', (status: CampaignStatus) => {
    mockFetch({});
    renderAt(
      <BuilderHeader
        title="Universal Channels Campaign"
        draft={completeDraft()}
        campaignName="Spring"
        status={status}
        isSaving={false}
        isDirty={false}
        lastSaved={null}
        onSave={() => {}}
      />,
    );
    const title = screen.getByTestId('campaign-name').parentElement as HTMLElement;
    expect(within(title).getByText(STATUS_LABELS[status], { exact: true })).toBeInTheDocument();
  });
});
