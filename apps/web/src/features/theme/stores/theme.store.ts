import { storageKey } from '@northstar/shared/brand';
import { DEFAULT_THEME_MODE } from '@northstar/shared/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = storageKey('theme');

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

/** Sets the `dark` class on <html>; Tailwind's dark variant and the colour variables key off it. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      mode: DEFAULT_THEME_MODE,
      setMode: (mode) => set({ mode }),
      toggle: () => set({ mode: get().mode === 'dark' ? 'light' : 'dark' }),
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ mode }) => ({ mode }),
      merge: (persisted, current) => {
        const mode = (persisted as { mode?: unknown } | undefined)?.mode;
        return { ...current, mode: mode === 'light' || mode === 'dark' ? mode : current.mode };
      },
    },
  ),
);

/**
 * Called by main.tsx before the first render, so the stored theme is on <html> before first paint
 * (localStorage persistence hydrates synchronously), and kept in sync afterwards.
 */
export function startThemeSync(): () => void {
  applyThemeMode(useThemeStore.getState().mode);
  return useThemeStore.subscribe((state) => applyThemeMode(state.mode));
}
