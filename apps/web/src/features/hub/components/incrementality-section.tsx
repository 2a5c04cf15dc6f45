import {
  applyIncrementalityAction,
  assessPower,
  controlBudget,
  INCREMENTAL_ROAS_SHARE,
  INCREMENTALITY_STATUS_LABELS,
  type IncrementalityAction,
  type IncrementalityConfig,
  incrementalRoasRange,
  judgeTestPower,
  powerLabel,
  requiredSampleForConfig,
} from '@northstar/shared/incrementality';
import { outcomeFor, type ProjectedOutcome } from '@northstar/shared/projections';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HoldoutAnnouncer } from '../../../components/holdout-test-view.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatCount, formatDollars, formatRange, formatRoas } from '../lib/format.ts';
import { AdoptCampaignTest, CampaignPicker, HubHoldoutTest } from './hub-holdout-test.tsx';
import { Figure, LiveSection } from './live-section.tsx';

const STATUS_TONE: Record<IncrementalityConfig['status'], BadgeTone> = {
  not_started: 'neutral',
  configuring: 'warning',
  ready: 'success',
  running: 'brand',
  completed: 'success',
};

const options = (values: readonly number[], unit: string) =>
  values.map((value) => ({ value: String(value), label: `${value}${unit}` }));

const TEST_TYPES = [
  { value: 'geographic', label: 'Geographic (hold out regions)' },
  { value: 'audience', label: 'Audience (hold out people)' },
  { value: 'channel', label: 'Channel (hold out a platform)' },
];

interface IncrementalitySectionProps {
  config: IncrementalityConfig;
  onChange: (config: IncrementalityConfig) => void;
  /** Keeping the test's id with the conversation failed; the test itself runs on its campaign. */
  saveError?: string | null;
  onRetrySave?: () => void;
  /** The live projection (projectOutcome): its spend, frequency and results or ROAS. */
  outcome: ProjectedOutcome;
  /** The price the power check is made at: the panel passes the typical one, so the advice is stable. */
  cpm: number;
  /** The id of the conversation's holdout test (the API owns it); null before "Confirm Setup". */
  holdoutTestId?: string | null;
  onHoldoutTestChange?: (testId: string | null) => void;
  /** The campaign the conversation owns: the test runs on it when it is launched. */
  campaignId?: string | null;
  /** Views per person at that price; the outcome's own when not given. */
  frequency?: number;
}

const [SHARE_LOW, SHARE_HIGH] = INCREMENTAL_ROAS_SHARE;
const SHARE = `${Math.round(SHARE_LOW * 100)}-${Math.round(SHARE_HIGH * 100)}%`;

/** Incremental ROAS for a sales campaign; otherwise the share of its results the ads truly cause. */
function incrementalFigure(outcome: ProjectedOutcome): { label: string; value: string; note: string } {
  if (outcome.roas) {
    const range: [number, number] = [
      incrementalRoasRange(outcome.roas[0])[0],
      incrementalRoasRange(outcome.roas[1])[1],
    ];
    return {
      label: 'Incremental ROAS',
      value: formatRange(range, formatRoas),
      note: `True incremental ROAS is typically ${SHARE} of reported ROAS.`,
    };
  }
  const many = outcomeFor(outcome.objective).result.many;
  const [min, max] = outcome.results;
  return {
    label: `Incremental ${many}`,
    value: formatRange([Math.floor(min * SHARE_LOW), Math.ceil(max * SHARE_HIGH)], formatCount),
    note: `Typically ${SHARE} of reported ${many} are truly incremental.`,
  };
}

export function IncrementalitySection({
  config,
  onChange,
  saveError = null,
  onRetrySave,
  outcome,
  cpm,
  holdoutTestId = null,
  onHoldoutTestChange = () => {},
  campaignId = null,
  frequency = outcome.frequency,
}: IncrementalitySectionProps) {
  const act = (action: IncrementalityAction) => onChange(applyIncrementalityAction(config, action));
  const set = (patch: Partial<IncrementalityConfig>) => onChange({ ...config, ...patch });
  const editable = config.status === 'configuring';
  const testing = config.status === 'running' || config.status === 'completed';
  // "Confirm Setup" asks which launched campaign the test runs on.
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Closing the picker gives the keyboard back to the button that opened it.
  const openerRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (picking || !returnFocus) return;
    setReturnFocus(false);
    openerRef.current?.focus();
  }, [picking, returnFocus]);
  const closePicker = () => {
    setPicking(false);
    setReturnFocus(true);
  };

  const planAnother = () => {
    onHoldoutTestChange(null);
    onChange({ ...config, status: 'configuring', enabled: true });
  };

  // A test running on the conversation's campaign is the conversation's test, even when its id was not
  // kept (started from the campaign's page, or before the API owned the test).
  const adoptFrom =
    !holdoutTestId && !testing && campaignId ? (
      <AdoptCampaignTest
        campaignId={campaignId}
        onAdopt={(test) => {
          onHoldoutTestChange(test.id);
          onChange({ ...config, testType: test.testType, status: test.status, enabled: true });
        }}
      />
    ) : null;

  const budget = outcome.spend;
  const required = requiredSampleForConfig(config);
  const check = assessPower({
    budget,
    cpm,
    frequency,
    controlPercent: config.controlGroupSize,
    mde: config.minimumDetectableEffect / 100,
    confidence: config.confidenceLevel,
    power: config.statisticalPower,
  });
  // Judged against the lift the test expects to find, not its own MDE (issue 22 item 4).
  const judged = judgeTestPower({
    perGroup: Math.min(check.testReach, check.controlReach),
    minimumDetectableEffect: config.minimumDetectableEffect,
    expectedLift: config.expectedLift,
    confidenceLevel: config.confidenceLevel,
    statisticalPower: config.statisticalPower,
  });
  const estimatedTone: BadgeTone = judged.underPowered ? 'danger' : 'success';
  const incremental = incrementalFigure(outcome);

  const picker =
    picking && !testing ? (
      <CampaignPicker
        config={config}
        preferredCampaignId={campaignId}
        onTestTypeChange={(testType) => set({ testType })}
        onNoCampaign={() => {
          // Confirmed, to run once a campaign is launched (the set-up is this page's until then).
          if (config.status === 'configuring') act('confirm');
        }}
        onStarted={(test) => {
          setPicking(false);
          onHoldoutTestChange(test.id);
          onChange({ ...config, testType: test.testType, status: test.status, enabled: true });
        }}
        onClose={closePicker}
      />
    ) : null;

  const holdout =
    testing && holdoutTestId ? (
      <HubHoldoutTest
        key={holdoutTestId}
        testId={holdoutTestId}
        onStatus={(status) => {
          if (status !== config.status) onChange({ ...config, status, enabled: true });
        }}
        onAnnounce={setAnnouncement}
        onPlanAnother={planAnother}
      />
    ) : null;

  return (
    <LiveSection
      title="Incrementality test"
      aside={
        <Badge tone={STATUS_TONE[config.status]}>
          <span data-testid="incrementality-status">{INCREMENTALITY_STATUS_LABELS[config.status]}</span>
        </Badge>
      }
    >
      <p className="mb-3 text-xs text-muted">
        A control group sees no ads, so the difference between the groups is the lift your ads truly cause.
      </p>

      {editable ? (
        <fieldset className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="sr-only">Test setup</legend>
          <Select
            label="Test type"
            value={config.testType}
            options={TEST_TYPES}
            onChange={(e) => set({ testType: e.target.value as IncrementalityConfig['testType'] })}
            className="sm:col-span-2"
          />
          <Select
            label="Control group"
            value={String(config.controlGroupSize)}
            options={options([10, 15, 20, 22, 25, 30], '%')}
            onChange={(e) => set({ controlGroupSize: Number(e.target.value) })}
          />
          <Select
            label="Test duration"
            value={String(config.testDuration)}
            options={options([14, 21, 28, 42], ' days')}
            onChange={(e) => set({ testDuration: Number(e.target.value) })}
          />
          <Select
            label="Minimum detectable lift"
            value={String(config.minimumDetectableEffect)}
            options={options([5, 8, 10, 15, 20], '%')}
            onChange={(e) => set({ minimumDetectableEffect: Number(e.target.value) })}
          />
          <Select
            label="Confidence level"
            value={String(config.confidenceLevel)}
            options={options([90, 95, 99], '%')}
            onChange={(e) => set({ confidenceLevel: Number(e.target.value) })}
          />
          <Select
            label="Statistical power"
            value={String(config.statisticalPower)}
            options={options([80, 90], '%')}
            onChange={(e) => set({ statisticalPower: Number(e.target.value) })}
          />
        </fieldset>
      ) : null}

      {adoptFrom}
      {holdout}
      <HoldoutAnnouncer message={announcement} />

      {testing ? null : (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Figure
              label="Sample size per group"
              hint={`${config.confidenceLevel}% confidence, ${config.statisticalPower}% power, ${config.minimumDetectableEffect}% lift`}
            >
              <span data-testid="sample-size">{Number.isFinite(required) ? formatCount(required) : '—'}</span>
            </Figure>
            <Figure label="Control group" hint={`${formatCount(check.controlReach)} people reached`}>
              {config.controlGroupSize}% · {config.testDuration} days
            </Figure>
            <Figure label="Control budget" hint="no ads shown">
              <span data-testid="control-budget">
                {formatDollars(controlBudget(budget, config.controlGroupSize))}
              </span>
            </Figure>
            <Figure label="Target power">
              {config.statisticalPower}% · {powerLabel(config.statisticalPower)}
            </Figure>
            <Figure
              label="Estimated power with this budget"
              hint={`to detect the expected ${config.expectedLift[0]}% lift`}
            >
              <Badge tone={estimatedTone}>
                <span data-testid="estimated-power">
                  {judged.power}% · {judged.underPowered ? 'Under-powered' : judged.label}
                </span>
              </Badge>
            </Figure>
            <Figure label="Expected lift">
              {config.expectedLift[0]}–{config.expectedLift[1]}%
            </Figure>
            <Figure label={incremental.label}>
              <span data-testid="incremental-figure">{incremental.value}</span>
            </Figure>
          </dl>
          <p className="mt-3 text-xs text-muted">{incremental.note}</p>
          <p
            data-testid="power-verdict"
            className={`mt-2 text-xs ${judged.underPowered ? 'font-medium text-danger' : 'text-muted'}`}
          >
            {judged.verdict}.
          </p>

          {check.underPowered ? (
            <div
              data-testid="underpowered-warning"
              className="mt-3 flex gap-2 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-xs text-amber-950 dark:bg-amber-950/50 dark:text-amber-100"
            >
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              <p>
                <strong className="font-semibold">Under-powered for this budget.</strong> The control group
                reaches {formatCount(check.controlReach)} people, but detecting a{' '}
                {config.minimumDetectableEffect}% lift needs {formatCount(required)} per group.{' '}
                {Number.isFinite(check.minimumBudget)
                  ? `Raise the budget to at least ${formatDollars(check.minimumBudget)} (at typical simulated market prices), use a larger control group, or accept a larger minimum lift.`
                  : 'Use a larger control group or accept a larger minimum lift.'}
              </p>
            </div>
          ) : null}
        </>
      )}

      {/* Always rendered, so the message is announced when it appears. */}
      <div aria-live="polite" className="empty:hidden">
        {saveError ? (
          <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <CloudOff aria-hidden className="size-3.5 shrink-0" />
            <span data-testid="incrementality-save-error">{saveError}</span>
            {onRetrySave ? (
              <button type="button" onClick={onRetrySave} className="font-medium text-link hover:underline">
                Try again
              </button>
            ) : null}
          </p>
        ) : null}
      </div>

      {picker}

      {picker ? null : (
        <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
          {config.status === 'not_started' ? (
            <Button size="sm" onClick={() => act('enable')}>
              Enable Testing
            </Button>
          ) : null}
          {config.status === 'configuring' ? (
            <Button ref={openerRef} size="sm" onClick={() => setPicking(true)}>
              Confirm Setup
            </Button>
          ) : null}
          {config.status === 'ready' ? (
            <Button ref={openerRef} size="sm" onClick={() => setPicking(true)}>
              Run on a launched campaign
            </Button>
          ) : null}
          {config.status === 'configuring' || config.status === 'ready' ? (
            <Button size="sm" variant="secondary" onClick={() => act('cancel')}>
              Cancel
            </Button>
          ) : null}
        </div>
      )}
    </LiveSection>
  );
}
