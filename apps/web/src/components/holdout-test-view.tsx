import { INCREMENTALITY_STATUS_LABELS } from '@northstar/shared/incrementality';
import { CircleCheck, CircleMinus } from 'lucide-react';
import {
  formatInterval,
  formatLift,
  formatPlainPercent,
  formatTestDay,
  HOLDOUT_SPLIT_LABELS,
  type HoldoutTest,
  NOT_SIGNIFICANT_TEXT,
  SIGNIFICANT_TEXT,
} from '../lib/holdout-test.ts';
import { Badge } from './ui/badge.tsx';
import { SandboxNotice } from './ui/sandbox-notice.tsx';

// A holdout test as the hub and the campaign details dialog both show it: running (dates and the groups
// so far) or completed (the measured lift, its interval and whether it reached significance).

const count = new Intl.NumberFormat('en-US');

function Group({ label, users, conversions }: { label: string; users: number; conversions: number }) {
  return (
    <div className="min-w-0 rounded-lg bg-raised p-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">
        {count.format(users)} {users === 1 ? 'person' : 'people'}
      </dd>
      <dd className="text-xs text-muted tabular-nums">
        {count.format(conversions)} {conversions === 1 ? 'conversion' : 'conversions'}
      </dd>
    </div>
  );
}

function Result({ test }: { test: HoldoutTest }) {
  const { result } = test;
  if (!result) {
    return (
      <p data-testid="holdout-no-result" className="text-sm text-muted">
        Not enough conversions in either group to measure a lift.
      </p>
    );
  }
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xs text-muted">Measured lift</span>
        <span data-testid="holdout-lift" className="text-2xl font-bold tabular-nums">
          {formatLift(result.lift)}
        </span>
      </p>
      <p data-testid="holdout-interval" className="text-sm tabular-nums">
        {formatInterval(result.interval, test.confidenceLevel)}
      </p>
      <p
        data-testid="holdout-significance"
        className={
          result.significant
            ? 'flex items-start gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300'
            : 'flex items-start gap-1.5 text-sm font-medium text-muted'
        }
      >
        {result.significant ? (
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        <span>{result.significant ? SIGNIFICANT_TEXT : NOT_SIGNIFICANT_TEXT}</span>
      </p>
      <p className="text-xs text-muted">
        About {count.format(Math.round(result.incrementalConversions))} conversions were caused by the ads.
      </p>
    </div>
  );
}

interface HoldoutTestViewProps {
  test: HoldoutTest;
  /** Shown beside the status when the page around it does not already name the campaign. */
  campaignName?: string;
}

export function HoldoutTestView({ test, campaignName }: HoldoutTestViewProps) {
  const running = test.status === 'running';
  return (
    <div data-testid="holdout-test" className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={running ? 'brand' : 'success'}>
          <span data-testid="holdout-status">{INCREMENTALITY_STATUS_LABELS[test.status]}</span>
        </Badge>
        {campaignName ? (
          <span className="min-w-0 break-words text-sm font-medium">{campaignName}</span>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        {HOLDOUT_SPLIT_LABELS[test.testType]} · {formatPlainPercent(test.controlGroupSize)} held out ·{' '}
        {formatPlainPercent(test.confidenceLevel)} confidence
      </p>
      <p data-testid="holdout-dates" className="text-sm">
        Started {formatTestDay(test.startedAt)} · {running ? 'ends on' : 'ended on'}{' '}
        {formatTestDay(test.endsAt)}
      </p>
      {running ? null : <Result test={test} />}
      <div>
        <p className="mb-1.5 text-xs font-medium text-muted">{running ? 'Groups so far' : 'Groups'}</p>
        <dl className="grid grid-cols-2 gap-2">
          <Group label="Shown ads" users={test.test.users} conversions={test.test.conversions} />
          <Group label="Held out" users={test.control.users} conversions={test.control.conversions} />
        </dl>
      </div>
      <SandboxNotice />
    </div>
  );
}

/** A polite live region, always rendered, so a change of the test's status is announced. */
export function HoldoutAnnouncer({ message }: { message: string }) {
  return (
    <p aria-live="polite" data-testid="holdout-announcement" className="sr-only">
      {message}
    </p>
  );
}
