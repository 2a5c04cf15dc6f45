import { type CampaignStatus, STATUS_LABELS } from '@northstar/shared/campaign';
import type { CampaignType } from '@northstar/shared/campaign/schemas';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

const CHANNEL: Record<CampaignType, { label: string; className: string }> = {
  universal: {
    label: 'Universal',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  },
  regulated: {
    label: 'Regulated',
    className: 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
  },
};

export const ChannelBadge = ({ channelType }: { channelType: CampaignType }) => (
  <Badge className={CHANNEL[channelType].className}>{CHANNEL[channelType].label}</Badge>
);

const STATUS_LOOK: Record<CampaignStatus, string> = {
  draft: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  saved: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  ready: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  scheduled: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/50 dark:text-indigo-100',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  paused: 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100',
  completed: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

export const StatusBadge = ({ status }: { status: CampaignStatus }) => (
  <Badge className={STATUS_LOOK[status]}>{STATUS_LABELS[status]}</Badge>
);

export const StaleBadge = () => (
  <Badge className="bg-red-600 text-white dark:bg-red-700">
    <Clock aria-hidden className="size-3" />
    Stale Pricing
  </Badge>
);

export const TemplateTypeBadge = ({ type }: { type: 'recently_launched' | 'saved_template' }) =>
  type === 'recently_launched' ? (
    <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100">
      Recently Launched
    </Badge>
  ) : (
    <Badge className="bg-brand-100 text-brand-800 dark:bg-brand-800/50 dark:text-brand-100">
      Saved Template
    </Badge>
  );

/** A built-in sample template: an example, not the user's campaign. */
export const ExampleBadge = () => (
  <Badge className="border border-dashed border-slate-400 bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
    Example
  </Badge>
);

/** A campaign the assistant drafted in a conversation. */
export const OriginBadge = () => (
  <Badge className="bg-brand-100 text-brand-800 dark:bg-brand-800/50 dark:text-brand-100">
    from the assistant
  </Badge>
);
