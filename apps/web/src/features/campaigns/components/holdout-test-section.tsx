import { isLaunched } from '@northstar/shared/campaign';
import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { HoldoutAnnouncer, HoldoutTestView } from '../../../components/holdout-test-view.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  type HoldoutSetup,
  holdoutAnnouncement,
  holdoutLoadErrorMessage,
  holdoutStartErrorMessage,
  useHoldoutTest,
  useStartHoldoutTest,
} from '../../../lib/holdout-test.ts';
import { campaignKeys } from '../../../resources/campaigns/campaign-keys.ts';

// The details dialog's "Holdout test": the campaign's running or completed test, and for a launched
// campaign without a running one, a small form to start one (issue 13 item 8).

const options = (values: readonly number[], unit: string) =>
  values.map((value) => ({ value: String(value), label: `${value}${unit}` }));

const SPLITS = [
  { value: 'geographic', label: 'Geographic (hold out regions)' },
  { value: 'audience', label: 'Audience (hold out people)' },
];

export const DEFAULT_HOLDOUT_SETUP: HoldoutSetup = {
  testType: 'geographic',
  controlGroupSize: 20,
  testDuration: 21,
  confidenceLevel: 95,
};

function StartTestForm({ campaignId, again }: { campaignId: string; again: boolean }) {
  const [setup, setSetup] = useState<HoldoutSetup>(DEFAULT_HOLDOUT_SETUP);
  const start = useStartHoldoutTest();
  const queryClient = useQueryClient();
  const set = (patch: Partial<HoldoutSetup>) => setSetup((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    start.mutate(
      { campaignId, setup },
      // The start is recorded in the campaign's change history.
      {
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.history(campaignId) }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Start a holdout test" className="space-y-3">
      <p className="text-sm text-muted">
        {again
          ? 'Run another test: it replaces the finished one.'
          : 'Hold out a control group from this campaign’s delivery to measure the lift its ads truly cause.'}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label="Split"
          value={setup.testType}
          options={SPLITS}
          onChange={(e) => set({ testType: e.target.value === 'audience' ? 'audience' : 'geographic' })}
        />
        <Select
          label="Control group"
          value={String(setup.controlGroupSize)}
          options={options([5, 10, 15, 20, 25, 30, 40, 50], '%')}
          onChange={(e) => set({ controlGroupSize: Number(e.target.value) })}
        />
        <Select
          label="Test duration"
          value={String(setup.testDuration)}
          options={options([7, 14, 21, 28, 42, 60, 90], ' days')}
          onChange={(e) => set({ testDuration: Number(e.target.value) })}
        />
        <Select
          label="Confidence level"
          value={String(setup.confidenceLevel)}
          options={options([80, 90, 95, 99], '%')}
          onChange={(e) => set({ confidenceLevel: Number(e.target.value) })}
        />
      </div>
      {start.isError ? (
        <Banner tone="error">
          <span data-testid="holdout-start-error">{holdoutStartErrorMessage(start.error)}</span>
        </Banner>
      ) : null}
      <Button type="submit" size="sm" disabled={start.isPending}>
        {start.isPending ? 'Starting the test…' : 'Start holdout test'}
      </Button>
    </form>
  );
}

function TestBody({ campaign }: { campaign: CampaignListItem }) {
  const launched = isLaunched(campaign.status);
  const query = useHoldoutTest(campaign.id);
  const test = query.data;

  let content: ReactNode;
  if (query.isPending) content = <Spinner label="Loading the holdout test" size="sm" />;
  else if (query.isError && test === undefined) {
    content = (
      <LoadError onRetry={() => void query.refetch()}>{holdoutLoadErrorMessage(query.error)}</LoadError>
    );
  } else {
    content = (
      <div className="space-y-4">
        {test ? <HoldoutTestView test={test} /> : null}
        {!test && !launched ? (
          <p className="text-sm text-muted">No holdout test ran on this campaign.</p>
        ) : null}
        {launched && test?.status !== 'running' ? (
          <StartTestForm campaignId={campaign.id} again={test?.status === 'completed'} />
        ) : null}
      </div>
    );
  }
  return (
    <>
      <HoldoutAnnouncer message={holdoutAnnouncement(test, campaign.name || 'Untitled campaign')} />
      {content}
    </>
  );
}

/** For a campaign not launched yet nothing is fetched: a test needs delivery to hold a group out of. */
export function HoldoutTestSection({ campaign }: { campaign: CampaignListItem }) {
  return (
    <section aria-labelledby="campaign-holdout-heading" className="space-y-2">
      <h3 id="campaign-holdout-heading" className="text-sm font-semibold">
        Holdout test
      </h3>
      {isLaunched(campaign.status) || campaign.status === 'completed' ? (
        <TestBody campaign={campaign} />
      ) : (
        <p className="text-sm text-muted">
          Not launched yet: a holdout test can start once the campaign is launched.
        </p>
      )}
    </section>
  );
}
