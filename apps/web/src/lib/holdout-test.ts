import type { IncrementalityTest, StartIncrementalityTest } from '@northstar/shared/incrementality';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client.ts';

// Holdout (incrementality) tests on launched campaigns (issue 13 item 8): the hub's "Confirm Setup" and
// the campaign details dialog start one; sandbox delivery holds the control group out and, at the end,
// stores the measured lift. Both pages read a test through here, so they share one cached copy.

export type HoldoutTest = IncrementalityTest;
export type HoldoutSetup = StartIncrementalityTest;

/** While a test runs, its groups grow with delivery: it is read again every minute and on focus. */
export const HOLDOUT_POLL_MS = 60_000;

// Under 'campaigns', so whatever refreshes a campaign (a pause, a save) refreshes its test too.
export const holdoutKeys = {
  test: (campaignId: string) => ['campaigns', 'incrementality', campaignId] as const,
  /** A test by its own id: what an AI conversation keeps of it. */
  byId: (testId: string) => ['campaigns', 'incrementality-test', testId] as const,
};

const testPath = (campaignId: string) => `/campaigns/${encodeURIComponent(campaignId)}/incrementality`;

export const fetchHoldoutTest = async (campaignId: string): Promise<HoldoutTest | null> =>
  (await apiRequest<{ test: HoldoutTest | null }>(testPath(campaignId))).test;

export const fetchHoldoutTestById = async (testId: string): Promise<HoldoutTest> =>
  (await apiRequest<{ test: HoldoutTest }>(`/incrementality-tests/${encodeURIComponent(testId)}`)).test;

export async function startHoldoutTest(campaignId: string, setup: HoldoutSetup): Promise<HoldoutTest> {
  const { test } = await apiRequest<{ test: HoldoutTest }>(testPath(campaignId), {
    method: 'PUT',
    body: setup,
  });
  if (!test) throw new Error('The server answered without the test');
  return test;
}

const isRunning = (test: HoldoutTest | null | undefined) => test?.status === 'running';

export const holdoutTestQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: holdoutKeys.test(campaignId),
    queryFn: () => fetchHoldoutTest(campaignId),
    staleTime: 0,
    refetchInterval: (query) => (isRunning(query.state.data) ? HOLDOUT_POLL_MS : false),
    refetchOnWindowFocus: (query) => isRunning(query.state.data),
  });

/** The campaign's test (null when it has none); polled while it runs. Null id: nothing is fetched. */
export const useHoldoutTest = (campaignId: string | null) =>
  useQuery({ ...holdoutTestQueryOptions(campaignId ?? ''), enabled: campaignId !== null });

/** One test by its id (404 when it is not the user's); polled while it runs. Null id: nothing is fetched. */
export const useHoldoutTestById = (testId: string | null) =>
  useQuery({
    queryKey: holdoutKeys.byId(testId ?? ''),
    queryFn: () => fetchHoldoutTestById(testId ?? ''),
    enabled: testId !== null,
    staleTime: 0,
    refetchInterval: (query) => (isRunning(query.state.data) ? HOLDOUT_POLL_MS : false),
    refetchOnWindowFocus: (query) => isRunning(query.state.data),
  });

export interface StartHoldoutInput {
  campaignId: string;
  setup: HoldoutSetup;
}

/** PUT the setup; the stored test becomes the cached one at once. */
export function useStartHoldoutTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, setup }: StartHoldoutInput) => startHoldoutTest(campaignId, setup),
    onSuccess: (test, { campaignId }) => {
      queryClient.setQueryData(holdoutKeys.test(campaignId), test);
      queryClient.setQueryData(holdoutKeys.byId(test.id), test);
    },
  });
}

/** What a failed start says: a 409's text is the server's own (not launched, or a test already running). */
export function holdoutStartErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'The test could not be started. Please try again.';
  if (error.kind === 'network' || error.kind === 'timeout')
    return 'The server could not be reached, so the test was not started. Check your connection and try again.';
  switch (error.status) {
    case 409:
      return error.serverMessage ?? 'This campaign cannot start a holdout test right now.';
    case 404:
      return 'This campaign no longer exists, so no test was started.';
    case 429:
      return 'Too many holdout test changes. Please wait a moment and try again.';
    case 400:
      return 'The setup was refused: the control group must be 5–50%, the duration 7–90 days and the confidence level 80–99.9%.';
    case 401:
      return 'Your session has ended. Sign in again to start the test.';
    default:
      return 'The test could not be started. Please try again.';
  }
}

export const holdoutLoadErrorMessage = (error: unknown): string =>
  isApiError(error) && error.status === 404
    ? 'This campaign no longer exists.'
    : 'The holdout test could not be loaded.';

/** The same, for a test read by its id: a 404 means it was replaced, or its campaign deleted. */
export const holdoutByIdLoadErrorMessage = (error: unknown): string =>
  isApiError(error) && error.status === 404
    ? 'This holdout test no longer exists: its campaign was deleted or a newer test replaced it.'
    : 'The holdout test could not be loaded.';

// Display --------------------------------------------------------------------------------------------

const MINUS = '\u2212';

/** A relative change as a signed percent with one decimal: 0.083 -> "+8.3%", -0.02 -> "−2.0%". */
export function formatLift(value: number): string {
  const percent = (Math.abs(value) * 100).toFixed(1);
  if (Number(percent) === 0) return '0.0%';
  return `${value < 0 ? MINUS : '+'}${percent}%`;
}

/** A percent figure as set up: 95 -> "95%", 99.9 -> "99.9%". */
export const formatPlainPercent = (level: number): string => `${Number(level.toFixed(1))}%`;

/** "95% CI +2.1% to +14.9%"; an unbounded high end reads "with no upper bound". */
export function formatInterval(
  [low, high]: readonly [number, number | null],
  confidenceLevel: number,
): string {
  const ci = `${formatPlainPercent(confidenceLevel)} CI`;
  return high === null
    ? `${ci} ${formatLift(low)} with no upper bound`
    : `${ci} ${formatLift(low)} to ${formatLift(high)}`;
}

export const SIGNIFICANT_TEXT = 'Significant';
export const NOT_SIGNIFICANT_TEXT = 'Not significant — the interval includes zero';

export const HOLDOUT_SPLIT_LABELS: Readonly<Record<HoldoutSetup['testType'], string>> = {
  geographic: 'Geographic split',
  audience: 'Audience split',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatTestDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
};

/** One sentence for a polite live region, so a change of the test's status is announced. */
export function holdoutAnnouncement(test: HoldoutTest | null | undefined, campaignName: string): string {
  if (!test) return '';
  const on = campaignName ? ` on ${campaignName}` : '';
  if (test.status === 'running') return `Test Running${on} until ${formatTestDay(test.endsAt)}.`;
  if (!test.result) return `Test Completed${on}: not enough conversions to measure a lift.`;
  const significance = test.result.significant ? 'significant' : 'not significant';
  return `Test Completed${on}: lift ${formatLift(test.result.lift)}, ${significance}.`;
}
