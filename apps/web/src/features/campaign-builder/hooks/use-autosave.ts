import { useEffect, useRef } from 'react';
import { useBuilderStore } from '../stores/builder.store.ts';

export const AUTOSAVE_INTERVAL_MS = 30_000;

/** Every 30 s: saves when there are unsaved changes and no save or load is under way. */
export function useAutosave(save: () => unknown, intervalMs: number = AUTOSAVE_INTERVAL_MS) {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const timer = setInterval(() => {
      const { isDirty, isSaving, isLoading } = useBuilderStore.getState();
      if (isDirty && !isSaving && !isLoading) void saveRef.current();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}
