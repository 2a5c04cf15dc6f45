import { HUB_TITLE, PRODUCT_NAME } from '@northstar/shared/brand';
import { ChartNoAxesCombined, PanelRightClose, PanelRightOpen, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { cn } from '../../../lib/cn.ts';
import { type AiChatApi, createAiChatApi } from '../api/ai-chat.api.ts';
import { useLivePricing } from '../hooks/use-live-pricing.ts';
import { useIsDesktop } from '../hooks/use-media-query.ts';
import { DEFAULT_SPEECH_RATE } from '../lib/hub-constants.ts';
import { createHubChatStore } from '../stores/hub-chat.store.ts';
import { ChatPanel } from './chat-panel.tsx';
import { LIVE_PANEL_TITLE, LivePanel } from './live-panel.tsx';

export interface HubAiPreferences {
  voiceOutput?: boolean;
  speechRate?: number;
}

export interface HubPageProps {
  /** Read at each call, so a refreshed session token is used at once. */
  getAccessToken: () => string | null;
  aiPreferences?: HubAiPreferences;
  /** The AI service refused the token: the app re-checks the session with the API. */
  onAuthExpired?: () => void;
  /** Test seams: the AI calls, the market's seed and the incrementality save's quiet period. */
  api?: AiChatApi;
  pricingSeed?: number;
  incrementalitySaveDelayMs?: number;
}

export function HubPage({
  getAccessToken,
  aiPreferences,
  onAuthExpired,
  api,
  pricingSeed,
  incrementalitySaveDelayMs,
}: HubPageProps) {
  const tokenRef = useRef(getAccessToken);
  tokenRef.current = getAccessToken;
  const authRef = useRef(onAuthExpired);
  authRef.current = onAuthExpired;
  const [store] = useState(() =>
    createHubChatStore({
      api: api ?? createAiChatApi(() => tokenRef.current()),
      onUnauthorized: () => authRef.current?.(),
      saveDelayMs: incrementalitySaveDelayMs,
    }),
  );
  const campaignState = useStore(store, (s) => s.campaignState);
  const incrementality = useStore(store, (s) => s.incrementality);
  const incrementalityError = useStore(store, (s) => s.incrementalityError);
  const holdoutTestId = useStore(store, (s) => s.holdoutTestId);
  const campaignId = useStore(store, (s) => s.campaignId);

  // The chat is active while the hub is open: restore the latest conversation, or start one. Leaving the
  // hub saves a set-up change that is still waiting for its quiet period.
  useEffect(() => {
    void store.getState().activate();
    return () => void store.getState().flushIncrementality();
  }, [store]);

  const [voiceOutput, setVoiceOutput] = useState(aiPreferences?.voiceOutput ?? false);
  const speechRate = aiPreferences?.speechRate ?? DEFAULT_SPEECH_RATE;
  const live = useLivePricing({ seed: pricingSeed });

  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const sheetToggleRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLElement>(null);

  const closeSheet = () => {
    setSheetOpen(false);
    sheetToggleRef.current?.focus();
  };

  // The bottom sheet takes focus when it opens and closes on Escape, like any overlay.
  useEffect(() => {
    if (!sheetOpen || isDesktop) return;
    sheetRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSheetOpen(false);
      sheetToggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sheetOpen, isDesktop]);

  const panel = (headerAction?: ReactNode) => (
    <LivePanel
      campaignState={campaignState}
      market={live.market}
      refreshedAt={live.refreshedAt}
      incrementality={incrementality}
      onIncrementalityChange={store.getState().setIncrementality}
      incrementalityError={incrementalityError}
      onRetryIncrementality={() => void store.getState().flushIncrementality()}
      holdoutTestId={holdoutTestId}
      onHoldoutTestChange={store.getState().setHoldoutTest}
      campaignId={campaignId}
      headingId={headingId}
      headerAction={headerAction}
    />
  );
  const showPanel = isDesktop ? !collapsed : sheetOpen;

  return (
    <>
      <title>{`${HUB_TITLE} - ${PRODUCT_NAME}`}</title>
      <div className={cn('flex flex-col gap-4', !isDesktop && sheetOpen && 'pb-[40dvh]')}>
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-title">{HUB_TITLE}</h1>
            <p className="mt-1 text-sm text-muted">
              Plan a campaign in conversation, with simulated market pricing and projections beside it.
            </p>
          </div>
          <button
            ref={sheetToggleRef}
            type="button"
            aria-expanded={showPanel}
            aria-controls={panelId}
            onClick={() => (isDesktop ? setCollapsed((c) => !c) : setSheetOpen((open) => !open))}
            className="inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-card px-3 text-sm font-medium text-fg hover:bg-raised"
          >
            {isDesktop ? (
              showPanel ? (
                <PanelRightClose aria-hidden className="size-4" />
              ) : (
                <PanelRightOpen aria-hidden className="size-4" />
              )
            ) : (
              <ChartNoAxesCombined aria-hidden className="size-4" />
            )}
            {showPanel ? 'Hide live intelligence' : 'Show live intelligence'}
          </button>
        </header>

        <div className="flex gap-4 lg:h-[750px]">
          <ChatPanel
            store={store}
            voiceOutput={voiceOutput}
            onVoiceOutputChange={setVoiceOutput}
            speechRate={speechRate}
            className="h-[calc(100dvh-12rem)] min-h-[28rem] flex-1 lg:h-full"
          />
          {isDesktop && showPanel ? (
            <aside
              id={panelId}
              aria-labelledby={headingId}
              className="w-2/5 shrink-0 overflow-y-auto rounded-2xl border border-line bg-canvas p-3"
            >
              {panel()}
            </aside>
          ) : null}
        </div>
      </div>

      {!isDesktop && showPanel ? (
        <section
          ref={sheetRef}
          id={panelId}
          aria-label={LIVE_PANEL_TITLE}
          tabIndex={-1}
          className="fixed inset-x-0 bottom-0 z-20 max-h-[40dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-canvas px-3 pt-4 pb-4 shadow-2xl outline-none"
        >
          {panel(
            <button
              type="button"
              onClick={closeSheet}
              aria-label="Close live intelligence"
              className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-fg"
            >
              <X aria-hidden className="size-5" />
            </button>,
          )}
        </section>
      ) : null}
    </>
  );
}
