import { storageKey } from '@northstar/shared/brand';
import {
  type CampaignDraft,
  campaignDraftSchema,
  createDraft,
  touchDraft,
} from '@northstar/shared/campaign/draft';
import { isStepNumber, STEP_COUNT, type StepNumber } from '@northstar/shared/campaign/steps';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { campaignCode } from '../lib/name-suggestions.ts';
import { browserTimezone, type DraftPatch } from './builder.store.ts';

export const PREVIEW_STORAGE_KEY = storageKey('campaign-builder-preview');

/** A step is available up to one past the highest completed step (counting from at least 1). */
export const isPreviewStepAvailable = (step: number, completed: readonly number[]) =>
  isStepNumber(step) && step <= Math.max(1, ...completed) + 1;

/** Completed steps out of nine, as a whole percent. */
export const previewProgress = (completed: readonly number[]) =>
  Math.round((new Set(completed).size / STEP_COUNT) * 100);

interface PreviewState {
  /** "CMP-..." generated on the first visit. */
  campaignCode: string;
  draft: CampaignDraft;
  currentStep: StepNumber;
  completed: StepNumber[];
  /** The server campaign this preview saves into, once "Save as Draft" created it. */
  savedCampaignId: string | null;
  ensureCode: () => void;
  update: (patch: DraftPatch) => void;
  goTo: (step: number) => void;
  next: () => void;
  previous: () => void;
  setSavedCampaignId: (id: string) => void;
}

export const usePreviewStore = create<PreviewState>()(
  persist(
    (set, get) => ({
      campaignCode: '',
      draft: createDraft({ timezone: browserTimezone() }),
      currentStep: 1,
      completed: [],
      savedCampaignId: null,
      ensureCode: () => {
        if (!get().campaignCode) set({ campaignCode: campaignCode() });
      },
      update: (patch) =>
        set((s) => ({ draft: touchDraft(s.draft, typeof patch === 'function' ? patch(s.draft) : patch) })),
      goTo: (step) => {
        if (isPreviewStepAvailable(step, get().completed)) set({ currentStep: step as StepNumber });
      },
      next: () =>
        set((s) => ({
          completed: s.completed.includes(s.currentStep) ? s.completed : [...s.completed, s.currentStep],
          currentStep: Math.min(STEP_COUNT, s.currentStep + 1) as StepNumber,
        })),
      previous: () => set((s) => ({ currentStep: Math.max(1, s.currentStep - 1) as StepNumber })),
      setSavedCampaignId: (id) => set({ savedCampaignId: id }),
    }),
    {
      name: PREVIEW_STORAGE_KEY,
      version: 1,
      // The preview is an experiment: it lasts for the browser tab, not forever.
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ campaignCode, draft, currentStep, completed, savedCampaignId }) => ({
        campaignCode,
        draft,
        currentStep,
        completed,
        savedCampaignId,
      }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PreviewState>;
        const draft = campaignDraftSchema.safeParse(stored.draft);
        if (!draft.success) return current;
        return {
          ...current,
          draft: draft.data,
          campaignCode: typeof stored.campaignCode === 'string' ? stored.campaignCode : '',
          currentStep: isStepNumber(Number(stored.currentStep)) ? (stored.currentStep as StepNumber) : 1,
          completed: Array.isArray(stored.completed) ? stored.completed.filter((n) => isStepNumber(n)) : [],
          savedCampaignId: typeof stored.savedCampaignId === 'string' ? stored.savedCampaignId : null,
        };
      },
    },
  ),
);
