import type { HistoryAction, HistoryEntry } from '@northstar/shared/campaign/schemas';
import {
  CalendarClock,
  CircleCheck,
  CirclePlay,
  Flag,
  FlaskConical,
  type LucideIcon,
  PauseCircle,
  Pencil,
  Plus,
  Rocket,
} from 'lucide-react';
import { useId } from 'react';
import { HistoryByline } from '../../../components/history-byline.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { describeChange, HISTORY_ACTION_LABELS } from '../../../lib/campaign-history.ts';
import { useRecentActivity } from '../../../resources/analytics/analytics.api.ts';

const ACTION_ICONS: Record<HistoryAction, LucideIcon> = {
  created: Plus,
  updated: Pencil,
  launched: Rocket,
  paused: PauseCircle,
  resumed: CirclePlay,
  scheduled: CalendarClock,
  activated: CircleCheck,
  completed: Flag,
  test_started: FlaskConical,
  test_completed: FlaskConical,
};

/** "Paused “Spring Sale”", plus the first field that changed, if any. */
export function activityText(entry: HistoryEntry): string {
  const text = `${HISTORY_ACTION_LABELS[entry.action]} “${entry.campaignName || 'Untitled campaign'}”`;
  const [first, ...rest] = entry.changes;
  if (entry.action !== 'updated' || !first) return text;
  return `${text}: ${describeChange(first)}${rest.length > 0 ? ` (+${rest.length} more)` : ''}`;
}

export function RecentActivity({ now = new Date() }: { now?: Date }) {
  const headingId = useId();
  const activity = useRecentActivity();
  const items = activity.data ?? [];
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={activity.isFetching}
      className="rounded-xl border border-line bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold">
        Recent Activity
      </h2>
      {activity.isPending ? (
        <div role="status" aria-label="Loading recent activity" className="mt-3 space-y-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-10 animate-pulse rounded-lg bg-raised motion-reduce:animate-none" />
          ))}
        </div>
      ) : activity.isError ? (
        <LoadError onRetry={() => void activity.refetch()} className="mt-3">
          Recent activity could not be loaded.
        </LoadError>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          Nothing yet: changes to your campaigns and their delivery will be listed here.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {items.map((entry) => {
            const Icon = ACTION_ICONS[entry.action];
            return (
              <li key={entry.id} className="flex items-start gap-3 py-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-raised">
                  <Icon aria-hidden className="size-4 text-fg" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words">{activityText(entry)}</p>
                  <p className="text-xs text-muted">
                    <HistoryByline entry={entry} now={now} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
