import type { HistoryEntry } from '@northstar/shared/campaign/schemas';
import { actorName, formatDateTime, formatRelativeTime } from '../lib/campaign-history.ts';

interface HistoryBylineProps {
  entry: Pick<HistoryEntry, 'actor' | 'at'>;
  now: Date;
}

/** "Ada Lovelace · 2 h ago": who recorded a change and when, the full date and time on hover. */
export function HistoryByline({ entry, now }: HistoryBylineProps) {
  return (
    <>
      {actorName(entry)} ·{' '}
      <time dateTime={entry.at} title={formatDateTime(entry.at)}>
        {formatRelativeTime(entry.at, now)}
      </time>
    </>
  );
}
