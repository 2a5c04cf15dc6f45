import { MessageSquarePlus } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ApprovalDecision, ChatMessage } from '../lib/chat-types.ts';
import { ChatMessageItem } from './chat-message.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  isPending: boolean;
  /** The latest conversation is being fetched. */
  isRestoring: boolean;
  isActive: boolean;
  onRespond: (messageId: string, decision: ApprovalDecision, change?: string) => void;
  onStart: () => void;
}

/** The id of the one recommendation that can still be answered: the last message, when it asks. */
export function actionableApprovalId(messages: readonly ChatMessage[]): string | null {
  const last = messages.at(-1);
  return last?.role === 'assistant' && last.requiresApproval && last.userApproval === 'pending'
    ? last.id
    : null;
}

export function MessageList({
  messages,
  isPending,
  isRestoring,
  isActive,
  onRespond,
  onStart,
}: MessageListProps) {
  const scrollerRef = useRef<HTMLElement>(null);
  const actionableId = useMemo(() => actionableApprovalId(messages), [messages]);

  // Keep the newest message in view (CSS makes it smooth unless the user asked for reduced motion).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the typing line appears
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, isPending]);

  return (
    <section
      ref={scrollerRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label="Conversation history"
      className="min-h-0 flex-1 scroll-smooth overflow-y-auto px-3 py-4 motion-reduce:scroll-auto sm:px-4"
    >
      {messages.length === 0 && !isPending ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 px-4 py-8 text-center">
          <MessageSquarePlus aria-hidden className="size-10 text-brand-500" />
          <p role={isRestoring ? 'status' : undefined} className="max-w-sm text-sm text-muted">
            {isRestoring
              ? 'Loading your conversation…'
              : isActive
                ? 'Starting your conversation…'
                : 'Plan a campaign step by step with the AI assistant: tell it what you want to promote, or pick a quick action.'}
          </p>
          {isActive ? null : (
            <Button variant="secondary" onClick={onStart}>
              Start conversation
            </Button>
          )}
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
        <ol className="space-y-4">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              actionable={message.id === actionableId}
              disabled={isPending}
              onRespond={onRespond}
            />
          ))}
        </ol>
      </div>
      {isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 pl-10 text-sm text-muted">
          <span aria-hidden className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-brand-500 motion-reduce:animate-none" />
            <span className="size-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:150ms] motion-reduce:animate-none" />
            <span className="size-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:300ms] motion-reduce:animate-none" />
          </span>
          Assistant is typing…
        </p>
      ) : null}
    </section>
  );
}
