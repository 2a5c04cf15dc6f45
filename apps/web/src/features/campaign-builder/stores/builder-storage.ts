import type { CampaignStatus, StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { PersistStorage } from 'zustand/middleware';

/** The part of the builder's state that survives a reload. */
export interface PersistedBuilder {
  draft: CampaignDraft;
  currentStep: StepNumber;
  status: CampaignStatus | null;
  isDirty: boolean;
  lastSaved: string | null;
}

/**
 * localStorage for the builder store. A stored draft is checked against the shared schema, and that check
 * (zod with it) is imported only when something is stored: a first visit paints the builder without it,
 * and a returning one waits for the chunk the step forms need anyway. Nothing stored, nothing to wait for:
 * the store is hydrated at once.
 */
export const builderStorage: PersistStorage<PersistedBuilder> = {
  getItem: (name) => {
    const raw = withStorage(() => localStorage.getItem(name), null);
    if (raw === null) return null;
    return import('./stored-builder.ts').then(({ readStoredBuilder }) => readStoredBuilder(raw));
  },
  setItem: (name, value) => withStorage(() => localStorage.setItem(name, JSON.stringify(value)), undefined),
  removeItem: (name) => withStorage(() => localStorage.removeItem(name), undefined),
};

// A browser that refuses storage (private modes, a full quota) still gets a working builder, in memory.
function withStorage<T>(use: () => T, fallback: T): T {
  try {
    return use();
  } catch {
    return fallback;
  }
}
