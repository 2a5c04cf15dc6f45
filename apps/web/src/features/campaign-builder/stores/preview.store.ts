import { storageKey } from '@northstar/shared/brand';
import {
  createDraft,
  isStepNumber,
  STEP_COUNT,
  type StepNumber,
  stepCompletion,
  touchDraft,
  validateStep,
} from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { campaignCode } from '../lib/name-suggestions.ts';
import { browserTimezone, type DraftPatch } from './builder.store.ts';

export const PREVIEW_STORAGE_KEY = storageKey('campaign-builder-preview');

/** Shown when Next is pressed on a step that has nothing in it yet but no rule of its own. */
export const EMPTY_STEP_MESSAGE = 'Fill in this step before moving on.';

/**
 * Why a step is not done yet: its validation errors, or that nothing is filled in. Empty when it is done:
 * it validates and holds something (steps without rules of their own are not done just by being empty).
 */
export function previewStepProblems(draft: CampaignDraft, step: StepNumber): string[] {
  const errors = validateStep(draft, step);
  if (errors.length) return errors;
  return stepCompletion(draft, step) > 0 ? [] : [EMPTY_STEP_MESSAGE];
}

/** The steps passed with Next that still hold up: an edit that undoes a step takes its tick away. */
export const doneSteps = (draft: CampaignDraft, completed: readonly StepNumber[]): StepNumber[] =>
  completed.filter((step) => previewStepProblems(draft, step).length === 0);

/** "CMP-" plus the draft's own creation time in base 36: one ID per draft, the same on every visit. */
export function previewCampaignCode(draft: CampaignDraft): string {
  const created = Date.parse(draft.createdAt);
  return campaignCode(Number.isNaN(created) ? 0 : created);
}

/** A step is available up to one past the highest completed step (counting from at least 1). */
export const isPreviewStepAvailable = (step: number, completed: readonly number[]) =>
  isStepNumber(step) && step <= Math.max(1, ...completed) + 1;

/** Completed steps out of nine, as a whole percent. */
export const previewProgress = (completed: readonly number[]) =>
  Math.round((new Set(completed).size / STEP_COUNT) * 100);

interface PreviewState {
  draft: CampaignDraft;
  currentStep: StepNumber;
  completed: StepNumber[];
  /** The server campaign this preview saves into, once "Save as Draft" created it. */
  savedCampaignId: string | null;
  /** Problems of the current step, shown after a Next it refused; cleared by the next edit or move. */
  stepErrors: string[];
  update: (patch: DraftPatch) => void;
  goTo: (step: number) => void;
  /** Marks the current step complete and moves on, if it is done; otherwise shows why not. */
  next: () => boolean;
  previous: () => void;
  setSavedCampaignId: (id: string) => void;
}

export const usePreviewStore = create<PreviewState>()(
  persist(
    (set, get) => ({
      draft: createDraft({ timezone: browserTimezone() }),
      currentStep: 1,
      completed: [],
      savedCampaignId: null,
      stepErrors: [],
      update: (patch) =>
        set((s) => ({
          draft: touchDraft(s.draft, typeof patch === 'function' ? patch(s.draft) : patch),
          stepErrors: [],
        })),
      goTo: (step) => {
        const { draft, completed } = get();
        if (isPreviewStepAvailable(step, doneSteps(draft, completed)))
          set({ currentStep: step as StepNumber, stepErrors: [] });
      },
      next: () => {
        const { draft, currentStep, completed } = get();
        const problems = previewStepProblems(draft, currentStep);
        if (problems.length) {
          set({ stepErrors: problems });
          return false;
        }
        set({
          completed: completed.includes(currentStep) ? completed : [...completed, currentStep],
          currentStep: Math.min(STEP_COUNT, currentStep + 1) as StepNumber,
          stepErrors: [],
        });
        return true;
      },
      previous: () =>
        set((s) => ({ currentStep: Math.max(1, s.currentStep - 1) as StepNumber, stepErrors: [] })),
      setSavedCampaignId: (id) => set({ savedCampaignId: id }),
    }),
    {
      name: PREVIEW_STORAGE_KEY,
      version: 1,
      // The preview is an experiment: it lasts for the browser tab, not forever.
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft, currentStep, completed, savedCampaignId }) => ({
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
          currentStep: isStepNumber(Number(stored.currentStep)) ? (stored.currentStep as StepNumber) : 1,
          completed: Array.isArray(stored.completed) ? stored.completed.filter((n) => isStepNumber(n)) : [],
          savedCampaignId: typeof stored.savedCampaignId === 'string' ? stored.savedCampaignId : null,
        };
      },
    },
  ),
);
