import { storageKey } from '@northstar/shared/brand';

// The colour theme's variables as last applied, kept so the first paint has them without loading the
// theme presets (and zod) in the entry chunk; color-theme.store.ts recomputes them once it loads.
export const COLOR_VARIABLES_STORAGE_KEY = storageKey('color-variables');

export function storeColorVariables(variables: Record<string, string>): void {
  try {
    localStorage.setItem(COLOR_VARIABLES_STORAGE_KEY, JSON.stringify(variables));
  } catch {
    // Storage refused (private mode, quota): the next start simply paints the CSS defaults first.
  }
}

/** Applies the stored variables to <html>; only `--` custom properties with short values are taken. */
export function applyStoredColorVariables(root: HTMLElement = document.documentElement): void {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(COLOR_VARIABLES_STORAGE_KEY) ?? 'null');
  } catch {
    return;
  }
  if (!stored || typeof stored !== 'object') return;
  for (const [name, value] of Object.entries(stored)) {
    if (/^--[a-z-]+$/.test(name) && typeof value === 'string' && value.length <= 64) {
      root.style.setProperty(name, value);
    }
  }
}
