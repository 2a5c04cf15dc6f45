import { STATUS_LABELS } from '@northstar/shared/campaign';
import type { IncrementalityConfig } from '@northstar/shared/incrementality';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HoldoutTestView } from '../../../components/holdout-test-view.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  type HoldoutSetup,
  type HoldoutTest,
  holdoutAnnouncement,
  holdoutByIdLoadErrorMessage,
  holdoutStartErrorMessage,
  useHoldoutTest,
  useHoldoutTestById,
  useStartHoldoutTest,
} from '../../../lib/holdout-test.ts';
import { useLaunchedCampaigns } from '../../../resources/campaigns/campaign-queries.ts';
import { BUILDER_BASE_PATH } from '../lib/builder-link.ts';

// The hub's "Confirm Setup" runs the set-up as a holdout test on a launched campaign (the conversation's
// own when it is launched, or one the user picks); then the section follows that test, read from the API
// by its id, until it ends. These parts read the API, so the section renders them only when needed.

export const CAMPAIGN_MANAGEMENT_PATH = '/dashboard/campaigns';

export const NO_LAUNCHED_CAMPAIGN =
  'You have no launched campaign to run the test on yet. Launch this conversation’s campaign (or another), then run the test on it from here.';
export const CHANNEL_SPLIT_NOTE =
  'A channel split (holding out a whole platform) is planned only: the sandbox cannot hold out a platform yet. Pick a geographic or audience split to run the test.';

const SPLITS = [
  { value: '', label: 'Choose a split' },
  { value: 'geographic', label: 'Geographic (hold out regions)' },
  { value: 'audience', label: 'Audience (hold out people)' },
];

/** The set-up the API runs; null while the split is a channel split (planned only). */
export function runnableSetup(config: IncrementalityConfig): HoldoutSetup | null {
  if (config.testType === 'channel') return null;
  return {
    testType: config.testType,
    controlGroupSize: config.controlGroupSize,
    testDuration: config.testDuration,
    confidenceLevel: config.confidenceLevel,
  };
}

interface CampaignPickerProps {
  config: IncrementalityConfig;
  /** The conversation's own campaign: chosen first when it is launched. */
  preferredCampaignId?: string | null;
  /** The split chosen instead of a channel split. */
  onTestTypeChange: (testType: HoldoutSetup['testType']) => void;
  onStarted: (test: HoldoutTest) => void;
  /** The user has no launched campaign: the setup stays with the conversation. */
  onNoCampaign: () => void;
  onClose: () => void;
}

/** "Which launched campaign?" then PUT the setup on it. */
export function CampaignPicker({
  config,
  preferredCampaignId = null,
  onTestTypeChange,
  onStarted,
  onNoCampaign,
  onClose,
}: CampaignPickerProps) {
  const launched = useLaunchedCampaigns();
  const start = useStartHoldoutTest();
  const [chosen, setChosen] = useState('');
  const headingId = useId();
  // Confirm Setup's button gives way to the picker: the keyboard lands on its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const campaigns = launched.data ?? [];
  const selected =
    campaigns.find((c) => c.id === chosen) ??
    campaigns.find((c) => c.id === preferredCampaignId) ??
    campaigns[0];
  const setup = runnableSetup(config);
  const none = launched.isSuccess && campaigns.length === 0;

  const noCampaignRef = useLatest(onNoCampaign);
  useEffect(() => {
    if (none) noCampaignRef.current();
  }, [none, noCampaignRef]);

  const submit = () => {
    if (!selected || !setup || start.isPending) return;
    start.mutate({ campaignId: selected.id, setup }, { onSuccess: (test) => onStarted(test) });
  };

  let body: ReactNode;
  if (launched.isPending) {
    body = <Spinner label="Loading your launched campaigns" size="sm" />;
  } else if (launched.isError) {
    body = (
      <>
        <Banner tone="error">Your launched campaigns could not be loaded.</Banner>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void launched.refetch()}>
            Try again
          </Button>
          <Button size="sm" variant="secondary" onClick={onClose}>
            Back
          </Button>
        </div>
      </>
    );
  } else if (none) {
    body = (
      <>
        <p data-testid="no-launched-campaign" className="text-sm">
          {NO_LAUNCHED_CAMPAIGN}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={BUILDER_BASE_PATH} className={buttonClasses('primary', 'sm')}>
            Open the Campaign Builder
          </Link>
          <Button size="sm" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {setup ? null : (
          <div className="space-y-2">
            <p data-testid="channel-split-note" className="text-sm">
              {CHANNEL_SPLIT_NOTE}
            </p>
            <Select
              label="Split to run"
              value=""
              options={SPLITS}
              onChange={(e) => {
                const value = e.target.value;
                if (value === 'geographic' || value === 'audience') onTestTypeChange(value);
              }}
            />
          </div>
        )}
        <Select
          label="Campaign to test"
          value={selected?.id ?? ''}
          options={campaigns.map((c) => ({
            value: c.id,
            label: `${c.name || 'Untitled campaign'} (${STATUS_LABELS[c.status]})${c.id === preferredCampaignId ? ' · this conversation’s' : ''}`,
          }))}
          onChange={(e) => setChosen(e.target.value)}
        />
        {start.isError ? (
          <Banner tone="error">
            <span data-testid="holdout-start-error">{holdoutStartErrorMessage(start.error)}</span>
          </Banner>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={!setup || start.isPending}>
            {start.isPending ? 'Starting the test…' : 'Start test'}
          </Button>
          <Button size="sm" variant="secondary" onClick={onClose}>
            Back
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 rounded-lg border border-line p-3">
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
        Run the test on a launched campaign
      </h4>
      {body}
    </section>
  );
}

interface HubHoldoutTestProps {
  /** The conversation's test, read from the API by its id. */
  testId: string;
  /** The status the server reports, so the set-up's status follows it (running -> completed). */
  onStatus: (status: HoldoutTest['status']) => void;
  onAnnounce: (message: string) => void;
  onPlanAnother: () => void;
}

/** The conversation's running or completed test, read from the API by its id; read again while it runs. */
export function HubHoldoutTest({ testId, onStatus, onAnnounce, onPlanAnother }: HubHoldoutTestProps) {
  const query = useHoldoutTestById(testId);
  const test = query.data;
  const campaignName = test?.campaignName ?? '';
  const status = test?.status;
  const statusRef = useLatest(onStatus);
  useEffect(() => {
    if (status) statusRef.current(status);
  }, [status, statusRef]);
  const message = holdoutAnnouncement(test, campaignName);
  const announceRef = useLatest(onAnnounce);
  useEffect(() => {
    if (message) announceRef.current(message);
  }, [message, announceRef]);

  const planAnother = (
    <Button size="sm" variant="secondary" onClick={onPlanAnother}>
      Plan another test
    </Button>
  );

  if (query.isPending) return <Spinner label="Loading the holdout test" size="sm" />;
  if (query.isError && !test) {
    return (
      <div className="space-y-2">
        <Banner tone="error">
          <span data-testid="holdout-load-error">{holdoutByIdLoadErrorMessage(query.error)}</span>
        </Banner>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
          {planAnother}
        </div>
      </div>
    );
  }
  if (!test) return null;
  return (
    <div className="space-y-3">
      <HoldoutTestView test={test} campaignName={campaignName || 'Untitled campaign'} />
      {test.status === 'completed' ? planAnother : null}
    </div>
  );
}

/** Hands over the test running on the conversation's campaign, if there is one; renders nothing. */
export function AdoptCampaignTest({
  campaignId,
  onAdopt,
}: {
  campaignId: string;
  onAdopt: (test: HoldoutTest) => void;
}) {
  const query = useHoldoutTest(campaignId);
  const running = query.data?.status === 'running' ? query.data : null;
  const adoptRef = useLatest(onAdopt);
  useEffect(() => {
    if (running) adoptRef.current(running);
  }, [running, adoptRef]);
  return null;
}

/** The latest callback, for effects that should not re-run when a parent passes a new function. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
