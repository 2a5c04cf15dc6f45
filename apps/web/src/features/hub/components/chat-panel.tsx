import { ExternalLink, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { cn } from '../../../lib/cn.ts';
import { useOpenInBuilder } from '../hooks/use-open-in-builder.ts';
import { speak, speechSynthesisSupported, stopSpeaking } from '../hooks/use-speech.ts';
import type { ApprovalDecision } from '../lib/chat-types.ts';
import { QUICK_ACTIONS_MAX_STEP } from '../lib/hub-constants.ts';
import type { HubChatStore } from '../stores/hub-chat.store.ts';
import { ChatComposer, type ChatComposerHandle } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StepProgress } from './step-progress.tsx';

export const RESET_CONFIRM = 'Start over? This clears the conversation and returns to step 1.';

interface ChatPanelProps {
  store: HubChatStore;
  voiceOutput: boolean;
  onVoiceOutputChange: (on: boolean) => void;
  speechRate: number;
  className?: string;
}

const toolButton =
  'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-line px-2.5 text-sm font-medium text-fg transition-colors hover:bg-raised disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none';

export function ChatPanel({
  store,
  voiceOutput,
  onVoiceOutputChange,
  speechRate,
  className,
}: ChatPanelProps) {
  const messages = useStore(store, (s) => s.messages);
  const isPending = useStore(store, (s) => s.isPending);
  const isRestoring = useStore(store, (s) => s.isRestoring);
  const isActive = useStore(store, (s) => s.isActive);
  const demoMode = useStore(store, (s) => s.demoMode);
  const step = useStore(store, (s) => s.currentStep);
  const campaignState = useStore(store, (s) => s.campaignState);
  const composerRef = useRef<ChatComposerHandle>(null);
  const builder = useOpenInBuilder();
  const canSpeak = speechSynthesisSupported();

  // Read each new assistant reply aloud when voice output is on; replies restored on load stay silent.
  const spokenRef = useRef(messages.at(-1)?.id);
  useEffect(() => {
    const last = messages.at(-1);
    if (!last || last.id === spokenRef.current) return;
    spokenRef.current = last.id;
    if (voiceOutput && last.role === 'assistant') speak(last.content, speechRate);
  }, [messages, voiceOutput, speechRate]);

  useEffect(() => () => stopSpeaking(), []);

  const send = (text: string) => void store.getState().send(text);

  const respond = (messageId: string, decision: ApprovalDecision, change?: string) => {
    void store.getState().respond(messageId, decision, change);
    // The buttons leave with the answer: keep focus in the chat, on the input.
    composerRef.current?.focus();
  };

  const reset = () => {
    if (messages.length > 0 && !window.confirm(RESET_CONFIRM)) return;
    stopSpeaking();
    void store.getState().reset();
    composerRef.current?.focus();
  };

  const toggleVoice = () => {
    if (voiceOutput) stopSpeaking();
    onVoiceOutputChange(!voiceOutput);
  };

  const canOpenBuilder = Boolean(campaignState) && !demoMode && !isPending && !builder.saving;

  return (
    <section
      aria-label="AI campaign assistant"
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-2xl border border-line bg-card',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-3 py-3 sm:px-4">
        <StepProgress step={step} className="min-w-40 flex-1" />
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            onClick={toggleVoice}
            disabled={!canSpeak}
            aria-pressed={voiceOutput}
            aria-label="Read replies aloud"
            title={canSpeak ? 'Read replies aloud' : 'Speech output is not supported in this browser'}
            className={cn(toolButton, 'w-9 px-0', voiceOutput && 'border-brand-500 text-brand-500')}
          >
            {voiceOutput ? (
              <Volume2 aria-hidden className="size-4" />
            ) : (
              <VolumeX aria-hidden className="size-4" />
            )}
          </button>
          <button
            type="button"
            onClick={reset}
            disabled={isRestoring || (!isActive && messages.length === 0)}
            aria-label="Reset conversation"
            title="Reset conversation"
            className={cn(toolButton, 'w-9 px-0')}
          >
            <RotateCcw aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => campaignState && void builder.open(campaignState, step)}
            disabled={!canOpenBuilder}
            title={demoMode ? 'Not available in demo mode' : 'Save this campaign and open it in the builder'}
            className={toolButton}
          >
            <ExternalLink aria-hidden className="size-4" />
            {builder.saving ? 'Opening…' : 'Open in builder'}
          </button>
        </div>
      </div>

      {demoMode ? (
        <p className="border-b border-line bg-amber-50 px-4 py-1.5 text-xs font-medium text-amber-950 dark:bg-amber-950/50 dark:text-amber-100">
          Demo mode: replies are samples. Reset the conversation to try the AI service again.
        </p>
      ) : null}

      <MessageList
        messages={messages}
        isPending={isPending}
        isRestoring={isRestoring}
        isActive={isActive}
        onRespond={respond}
        onStart={() => void store.getState().activate()}
      />

      {step <= QUICK_ACTIONS_MAX_STEP ? (
        <QuickActions
          onPick={(text) => {
            send(text);
            // The actions leave after step 2: keep focus in the chat, on the input.
            composerRef.current?.focus();
          }}
          disabled={isPending || isRestoring}
        />
      ) : null}
      <ChatComposer
        ref={composerRef}
        busy={isPending || isRestoring}
        busyHint={isRestoring ? 'Loading your conversation…' : undefined}
        onSend={send}
      />
    </section>
  );
}
