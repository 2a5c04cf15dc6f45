import type { FieldChange, HistoryAction, HistoryEntry } from '@northstar/shared/campaign/schemas';
import { formatCents, formatDollars } from './money.ts';

// How a campaign's recorded changes read on screen (the analytics feed and the campaign details both
// show them): "Paused “Spring Sale”", "Budget: $5,000 → $6,000", "2 h ago".

export const HISTORY_ACTION_LABELS: Readonly<Record<HistoryAction, string>> = {
  created: 'Created',
  updated: 'Updated',
  launched: 'Launched',
  paused: 'Paused',
  resumed: 'Resumed',
  scheduled: 'Scheduled',
  activated: 'Started delivering',
  completed: 'Completed',
  test_started: 'Started a holdout test on',
  test_completed: 'Finished the holdout test of',
};

/** Who made the change: the user, the assistant on the user's behalf, a rule or the sandbox delivery job. */
export const actorName = ({ actor }: Pick<HistoryEntry, 'actor'>) =>
  actor.kind === 'assistant' ? `The assistant for ${actor.name}` : actor.name;

// Dot paths of the draft (and the row's own columns) that deserve a plain name.
const FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  name: 'Name',
  campaignName: 'Name',
  estimatedBudget: 'Budget',
  'budget.totalBudget': 'Budget',
  'budget.budgetType': 'Budget type',
  'budget.pacing': 'Pacing',
  'budget.currency': 'Currency',
  'schedule.startDate': 'Start date',
  'schedule.endDate': 'End date',
  'platforms.selected': 'Platforms',
  platforms: 'Platforms',
  objective: 'Objective',
  complianceStatus: 'Compliance',
  'compliance.status': 'Compliance',
  'bidding.strategy.type': 'Bid strategy',
  'incrementality.status': 'Holdout test',
  'incrementality.testType': 'Test type',
  'incrementality.controlGroupSize': 'Control group (%)',
  'incrementality.testDuration': 'Test length (days)',
};

/** "budget.dailyCap" -> "Daily cap" for the paths the table does not name. */
function humanise(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fieldLabel = (path: string) => FIELD_LABELS[path] ?? humanise(path);

const money = (value: number) => (Number.isInteger(value) ? formatDollars(value) : formatCents(value));
const MONEY_FIELD = /budget|spend|amount|bid|cap/i;
const MAX_VALUE_CHARS = 60;

const cut = (text: string) =>
  text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;

/** One side of a change as text; "none" when it was not set. */
export function formatFieldValue(path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  // Statuses read as their labels ("paused" -> "Paused", as STATUS_LABELS has them); not imported from
  // campaign/lifecycle, whose shared chunk carries zod onto the analytics page.
  if (path === 'status' && typeof value === 'string') return value.charAt(0).toUpperCase() + value.slice(1);
  if (typeof value === 'number') {
    return MONEY_FIELD.test(path) ? money(value) : value.toLocaleString('en-US');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : cut(value.map((item) => formatFieldValue('', item)).join(', '));
  }
  return cut(JSON.stringify(value));
}

/** "Budget: $5,000 → $6,000" */
export const describeChange = (change: FieldChange) =>
  `${fieldLabel(change.field)}: ${formatFieldValue(change.field, change.before)} → ${formatFieldValue(change.field, change.after)}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "just now", "5 min ago", "2 h ago", "3 d ago", then the date. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return dateFormat.format(at);
}

/** The full date and time, for a tooltip or a screen reader. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dateTimeFormat.format(at);
}
