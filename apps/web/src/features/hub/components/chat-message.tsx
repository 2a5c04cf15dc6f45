import { BarChart3, Bot, CircleAlert, ExternalLink, Info, User } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ApprovalDecision, ChatMessage } from '../lib/chat-types.ts';
import { formatDay, formatTime } from '../lib/format.ts';

const RESOLVED: Record<ApprovalDecision, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  modified: { label: 'Modified', tone: 'brand' },
};

export const MODIFY_PROMPT = 'How would you like to modify this recommendation?';

interface ChatMessageItemProps {
  message: ChatMessage;
  /** Only the latest recommendation can still be answered; older ones were overtaken by the chat. */
  actionable: boolean;
  disabled: boolean;
  onRespond: (messageId: string, decision: ApprovalDecision, change?: string) => void;
}

export function ChatMessageItem({ message, actionable, disabled, onRespond }: ChatMessageItemProps) {
  const time = formatTime(message.timestamp);

  if (message.role === 'system') {
    const isError = message.tone === 'error';
    const Icon = isError ? CircleAlert : Info;
    return (
      <li
        className={cn(
          'mx-auto flex max-w-[95%] items-start gap-2 rounded-lg border px-3 py-2 text-sm',
          isError
            ? 'border-red-600/40 bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-200'
            : 'border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/50 dark:text-amber-100',
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p className="min-w-0 break-words">
          <span className="sr-only">{isError ? 'Error: ' : 'Notice: '}</span>
          <span>{message.content}</span>
        </p>
      </li>
    );
  }

  const isUser = message.role === 'user';
  const Avatar = isUser ? User : Bot;
  const decision = message.userApproval && message.userApproval !== 'pending' ? message.userApproval : null;

  const modify = () => {
    const change = window.prompt(MODIFY_PROMPT);
    if (change?.trim()) onRespond(message.id, 'modified', change);
  };

  return (
    <li className={cn('flex items-start gap-2.5', isUser && 'flex-row-reverse')}>
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-accent text-accent-contrast' : 'bg-raised text-brand-500',
        )}
      >
        <Avatar className="size-4" />
      </span>
      <div className={cn('flex min-w-0 max-w-[85%] flex-col gap-1.5', isUser && 'items-end')}>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
            isUser ? 'rounded-tr-sm bg-accent text-accent-contrast' : 'rounded-tl-sm bg-raised text-fg',
          )}
        >
          <span className="sr-only">{isUser ? 'You said: ' : 'Assistant: '}</span>
          <span>{message.content}</span>
        </div>

        {message.launch ? (
          <nav aria-label="Launched campaign" className="flex flex-wrap items-center gap-2">
            <Badge tone="success">{message.launch.status === 'scheduled' ? 'Scheduled' : 'Live'}</Badge>
            <span className="text-sm text-muted" data-testid="launch-start">
              {message.launch.status === 'scheduled' ? 'Starts' : 'Started'}{' '}
              <time dateTime={message.launch.startDate}>{formatDay(message.launch.startDate)}</time>
            </span>
            <Link
              to={message.launch.campaignPath}
              className="inline-flex h-8 items-center gap-1.5 rounded-md border border-field-line/60 bg-card px-3 text-sm font-semibold text-fg hover:bg-raised"
            >
              <ExternalLink aria-hidden className="size-4" />
              Open the campaign
            </Link>
            <Link
              to={message.launch.analyticsPath}
              className="inline-flex h-8 items-center gap-1.5 rounded-md border border-field-line/60 bg-card px-3 text-sm font-semibold text-fg hover:bg-raised"
            >
              <BarChart3 aria-hidden className="size-4" />
              Analytics
            </Link>
          </nav>
        ) : null}

        {message.requiresApproval && message.approvalData ? (
          <div className="flex flex-wrap items-center gap-2">
            {decision ? (
              <Badge tone={RESOLVED[decision].tone}>{RESOLVED[decision].label}</Badge>
            ) : actionable ? (
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Respond to this recommendation</legend>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRespond(message.id, 'approved')}
                  className="h-8 rounded-md bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  Approve
                </button>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRespond(message.id, 'rejected')}
                  className="h-8 rounded-md border border-field-line/60 bg-card px-3 text-sm font-semibold text-fg hover:bg-raised disabled:cursor-not-allowed disabled:opacity-60"
                >
                  Reject
                </button>
                {/* A launch confirmation (policies, payment, terms) is given or refused, never reworded. */}
                {message.approvalData.kind.startsWith('launch_') ? null : (
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={modify}
                    className="h-8 rounded-md border border-field-line/60 bg-card px-3 text-sm font-semibold text-fg hover:bg-raised disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    Modify
                  </button>
                )}
              </fieldset>
            ) : null}
          </div>
        ) : null}

        <p className="flex items-center gap-2 px-1 text-xs text-muted">
          {message.tone === 'demo' ? <Badge tone="warning">Sample reply</Badge> : null}
          {time ? <time dateTime={message.timestamp}>{time}</time> : null}
        </p>
      </div>
    </li>
  );
}
