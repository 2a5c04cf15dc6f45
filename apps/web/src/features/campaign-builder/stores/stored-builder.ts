import { isStepNumber, type StepNumber } from '@northstar/shared/campaign';
import { campaignDraftSchema, campaignStatusSchema } from '@northstar/shared/campaign/schemas';
import type { StorageValue } from 'zustand/middleware';
import type { PersistedBuilder } from './builder-storage.ts';

/**
 * What this browser stored for the builder, or null when nothing usable is there. A draft that no longer
 * fits the shared schema (an older build, hand-edited storage) is dropped, and the fields beside it fall
 * back to their defaults one by one.
 */
export function readStoredBuilder(raw: string): StorageValue<PersistedBuilder> | null {
  let stored: { state?: Partial<Record<keyof PersistedBuilder, unknown>>; version?: number };
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = campaignDraftSchema.safeParse(stored?.state?.draft);
  if (!parsed.success) return null;
  const { currentStep, status, isDirty, lastSaved } = stored.state ?? {};
  return {
    version: stored.version,
    state: {
      draft: parsed.data,
      currentStep: isStepNumber(Number(currentStep)) ? (Number(currentStep) as StepNumber) : 1,
      status: campaignStatusSchema.safeParse(status).data ?? null,
      isDirty: isDirty === true,
      lastSaved: typeof lastSaved === 'string' ? lastSaved : null,
    },
  };
}
