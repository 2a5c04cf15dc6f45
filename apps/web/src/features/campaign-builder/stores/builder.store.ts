import { storageKey } from '@northstar/shared/brand';
import {
  type CampaignStatus,
  canMoveForward,
  canOpenStep,
  createDraft,
  isStepNumber,
  type LaunchFinding,
  type StepKey,
  type StepNumber,
  stepKey,
  templateCampaignName,
  touchDraft,
  validateStep,
} from '@northstar/shared/campaign';
import type {
  Campaign,
  CampaignDraft,
  CampaignOrigin,
  CampaignType,
  Template,
} from '@northstar/shared/campaign/schemas';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { builderStorage } from './builder-storage.ts';

export const BUILDER_STORAGE_KEY = storageKey('campaign-builder');
export const BUILDER_STORAGE_VERSION = 1;

export type DraftPatch = Partial<CampaignDraft> | ((draft: CampaignDraft) => Partial<CampaignDraft>);
export type StepErrors = Partial<Record<StepKey, string[]>>;

export const browserTimezone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export interface BuilderState {
  draft: CampaignDraft;
  currentStep: StepNumber;
  /** The status the server holds for this campaign; null until the first save. */
  status: CampaignStatus | null;
  /** The server's version of the copy this draft is based on (sent with every PUT); null until saved. */
  version: number | null;
  /** Where the campaign came from (the assistant, a template...); null until saved. */
  origin: CampaignOrigin | null;
  /**
   * The server refused a save because the campaign was changed elsewhere (409 VERSION_CONFLICT): its
   * current version. Saving stops until the user reloads, so nothing is silently overwritten.
   */
  conflict: { version: number } | null;
  validationErrors: StepErrors;
  isDirty: boolean;
  isLoading: boolean;
  isSaving: boolean;
  lastSaved: string | null;
  /** Bumped by every edit, so a save knows whether the user typed while it was in flight. */
  revision: number;
  /** Bumped when another campaign is opened, so a late save result never lands on the wrong draft. */
  session: number;
  /**
   * The server's launch gate refused a launch or a save (422 LAUNCH_BLOCKED): its findings, about the
   * draft as it was at `revision`. Step 9 shows them until the next edit.
   */
  launchBlock: { findings: LaunchFinding[]; revision: number } | null;

  startNew: (campaignType: CampaignType) => void;
  /** Loads a saved campaign, opening at `step` when every step before it lets the user through. */
  loadCampaign: (campaign: Campaign, step?: number) => void;
  loadTemplate: (template: Template) => void;
  setLoading: (isLoading: boolean) => void;
  updateDraft: (patch: DraftPatch) => void;
  /** Opens a step if the rules allow it; a blocked forward move shows the current step's errors. */
  goToStep: (step: number) => boolean;
  goNext: () => boolean;
  goPrevious: () => void;
  showErrors: (errors: StepErrors) => void;
  beginSave: () => { revision: number; session: number };
  finishSave: (ticket: { revision: number; session: number }, campaign: Campaign) => void;
  failSave: (ticket: { revision: number; session: number }) => void;
  /** Forgets the server id (the campaign was deleted elsewhere), so the next save creates it again. */
  detachFromServer: () => void;
  setLaunchBlock: (findings: LaunchFinding[], revision: number) => void;
  /** The server launched the campaign: its new status and version. */
  setStatus: (status: CampaignStatus, version?: number) => void;
  setConflict: (conflict: { version: number } | null) => void;
}

const freshState = (campaignType: CampaignType = 'universal') => ({
  draft: createDraft({ timezone: browserTimezone(), campaignType }),
  currentStep: 1 as StepNumber,
  status: null,
  version: null,
  origin: null,
  conflict: null,
  validationErrors: {},
  isDirty: false,
  lastSaved: null,
  launchBlock: null,
});

// Errors stay visible only while they are still true: each edit re-checks the steps that show some.
/** The furthest step up to `wanted` that the forward-navigation rules let a user walk to from step 1. */
function reachableStep(draft: CampaignDraft, wanted: number): StepNumber {
  let step = 1;
  while (step < wanted && isStepNumber(step + 1) && canMoveForward(draft, step as StepNumber)) step += 1;
  return step as StepNumber;
}

function recheck(errors: StepErrors, draft: CampaignDraft): StepErrors {
  const next: StepErrors = {};
  for (const [key, list] of Object.entries(errors) as [StepKey, string[]][]) {
    if (list.length > 0) next[key] = validateStep(draft, Number(key.slice(4)));
  }
  return next;
}

export const useBuilderStore = create<BuilderState>()(
  persist(
    (set, get) => ({
      ...freshState(),
      isLoading: false,
      isSaving: false,
      revision: 0,
      session: 0,

      startNew: (campaignType) => set((s) => ({ ...freshState(campaignType), session: s.session + 1 })),

      loadCampaign: (campaign, step = 1) =>
        set((s) => {
          const draft = { ...campaign.draft, campaignId: campaign.id, campaignType: campaign.channelType };
          return {
            draft,
            currentStep: reachableStep(draft, step),
            status: campaign.status,
            version: campaign.version,
            origin: campaign.origin,
            conflict: null,
            validationErrors: {},
            isDirty: false,
            lastSaved: campaign.updatedAt,
            launchBlock: null,
            session: s.session + 1,
          };
        }),

      loadTemplate: (template) => {
        const now = new Date().toISOString();
        set((s) => ({
          draft: {
            ...template.draft,
            campaignId: '',
            campaignName: templateCampaignName(template.name),
            campaignType: template.channelType,
            createdAt: now,
            updatedAt: now,
          },
          currentStep: 1,
          status: null,
          version: null,
          origin: null,
          conflict: null,
          validationErrors: {},
          // Not on the server yet: the next save (or autosave) creates it.
          isDirty: true,
          lastSaved: null,
          launchBlock: null,
          session: s.session + 1,
        }));
      },

      setLoading: (isLoading) => set({ isLoading }),

      updateDraft: (patch) =>
        set((s) => {
          const changes = typeof patch === 'function' ? patch(s.draft) : patch;
          const draft = touchDraft(s.draft, changes);
          return {
            draft,
            isDirty: true,
            revision: s.revision + 1,
            validationErrors: recheck(s.validationErrors, draft),
          };
        }),

      goToStep: (step) => {
        const { currentStep, draft, validationErrors } = get();
        if (!isStepNumber(step) || !canOpenStep(step, currentStep)) return false;
        if (step > currentStep && !canMoveForward(draft, currentStep)) {
          const key = stepKey(currentStep);
          set({ validationErrors: { ...validationErrors, [key]: validateStep(draft, currentStep) } });
          return false;
        }
        // Leaving a step records its errors (from step 6 on they do not block, but the review lists them).
        const key = stepKey(currentStep);
        const errors = step > currentStep ? validateStep(draft, currentStep) : (validationErrors[key] ?? []);
        set({ currentStep: step, validationErrors: { ...validationErrors, [key]: errors } });
        return true;
      },

      goNext: () => get().goToStep(get().currentStep + 1),

      goPrevious: () => {
        const { currentStep } = get();
        if (currentStep > 1) get().goToStep(currentStep - 1);
      },

      showErrors: (errors) => set((s) => ({ validationErrors: { ...s.validationErrors, ...errors } })),

      beginSave: () => {
        set({ isSaving: true });
        const { revision, session } = get();
        return { revision, session };
      },

      finishSave: (ticket, campaign) =>
        set((s) => {
          if (ticket.session !== s.session) return {};
          return {
            isSaving: false,
            // Only the id comes back into the draft: the local copy may already hold newer edits.
            draft: s.draft.campaignId === campaign.id ? s.draft : { ...s.draft, campaignId: campaign.id },
            status: campaign.status,
            version: campaign.version,
            origin: campaign.origin,
            isDirty: s.revision !== ticket.revision,
            lastSaved: campaign.updatedAt || new Date().toISOString(),
          };
        }),

      failSave: (ticket) => set((s) => (ticket.session === s.session ? { isSaving: false } : {})),

      detachFromServer: () =>
        set((s) => ({ draft: { ...s.draft, campaignId: '' }, status: null, version: null, conflict: null })),

      setLaunchBlock: (findings, revision) => set({ launchBlock: { findings, revision } }),

      setStatus: (status, version) => set(version === undefined ? { status } : { status, version }),

      setConflict: (conflict) => set({ conflict }),
    }),
    {
      name: BUILDER_STORAGE_KEY,
      version: BUILDER_STORAGE_VERSION,
      storage: builderStorage,
      partialize: ({ draft, currentStep, status, version, origin, isDirty, lastSaved }) => ({
        draft,
        currentStep,
        status,
        version,
        origin,
        isDirty,
        lastSaved,
      }),
    },
  ),
);
