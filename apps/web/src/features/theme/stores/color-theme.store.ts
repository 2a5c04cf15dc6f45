import type { Preferences } from '@northstar/shared/auth';
import { storageKey } from '@northstar/shared/brand';
import {
  COLOR_LEVELS,
  COLOR_THEME_VALUES,
  type ColorTheme,
  type ColorThemeValue,
  defaultPresetForMode,
  findColorTheme,
  isReadableThemeColors,
  resolveThemeColors,
  type ThemeColors,
  type ThemeMode,
  themeCssVariables,
} from '@northstar/shared/themes';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { surfaceVariables } from '../lib/surface-palette.ts';
import { storeColorVariables } from './color-theme-boot.ts';
import { applyThemeMode, useThemeStore } from './theme.store.ts';

export const COLOR_THEME_STORAGE_KEY = storageKey('color-theme');

export interface ColorThemeSettings {
  /** null until the user picks one: the current mode's default preset applies. */
  colorTheme: ColorThemeValue | null;
  customColors: ThemeColors | null;
  isCustomTheme: boolean;
}

interface ColorThemeState extends ColorThemeSettings {
  /** Picks a preset; its mode (light/dark) comes with it. */
  selectPreset: (value: ColorThemeValue) => void;
  /** Switches to custom mode; only valid, readable colours are accepted (the form shows why not). */
  setCustomColors: (colors: ThemeColors) => void;
  /** Back to the current mode's default preset, custom colours dropped. */
  reset: () => void;
}

// Light and dark presets that belong together, so toggling the mode keeps the chosen look.
const COUNTERPARTS: Partial<Record<ColorThemeValue, ColorThemeValue>> = {
  'light-default': 'dark-default',
  'light-ocean': 'dark-ocean',
  'light-forest': 'dark-forest',
  'light-sunset': 'dark-ember',
  'light-royal': 'dark-royal',
  'light-rose': 'dark-crimson',
};
for (const [light, dark] of Object.entries(COUNTERPARTS)) {
  COUNTERPARTS[dark as ColorThemeValue] = light as ColorThemeValue;
}

/** The preset shown in `mode`: the chosen one, its counterpart in the other mode, or the default. */
export function effectivePreset(colorTheme: string | null | undefined, mode: ThemeMode): ColorTheme {
  const chosen = colorTheme ? findColorTheme(colorTheme) : undefined;
  if (chosen?.mode === mode) return chosen;
  const counterpart = chosen ? COUNTERPARTS[chosen.value] : undefined;
  return (counterpart && findColorTheme(counterpart)) || defaultPresetForMode(mode);
}

// Plain checks, not the zod schemas: this module is on every page's start-up path, zod is not.
const isColorThemeValue = (value: unknown): value is ColorThemeValue =>
  typeof value === 'string' && (COLOR_THEME_VALUES as readonly string[]).includes(value);

/** Custom colours are taken only when all four are valid and the text reads on every surface. */
const validCustomColors = (colors: Partial<Record<string, unknown>> | null | undefined) =>
  Boolean(colors) &&
  COLOR_LEVELS.every((level) => typeof colors?.[level] === 'string') &&
  isReadableThemeColors(colors as ThemeColors);

export const useColorThemeStore = create<ColorThemeState>()(
  persist(
    (set) => ({
      colorTheme: null,
      customColors: null,
      isCustomTheme: false,
      selectPreset(value) {
        const theme = findColorTheme(value);
        if (!theme) return;
        set({ colorTheme: theme.value, isCustomTheme: false });
        useThemeStore.getState().setMode(theme.mode);
      },
      setCustomColors(colors) {
        if (!validCustomColors(colors)) return;
        set({ customColors: { ...colors }, isCustomTheme: true });
      },
      reset() {
        const mode = useThemeStore.getState().mode;
        set({ colorTheme: defaultPresetForMode(mode).value, customColors: null, isCustomTheme: false });
      },
    }),
    {
      name: COLOR_THEME_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ colorTheme, customColors, isCustomTheme }) => ({
        colorTheme,
        customColors,
        isCustomTheme,
      }),
      // Stored values are untrusted: anything malformed falls back to the defaults.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Record<keyof ColorThemeSettings, unknown>>;
        const theme = stored.colorTheme;
        const custom = validCustomColors(stored.customColors as Record<string, unknown>)
          ? (stored.customColors as ThemeColors)
          : null;
        return {
          ...current,
          colorTheme: isColorThemeValue(theme) ? theme : null,
          customColors: custom,
          isCustomTheme: Boolean(custom) && stored.isCustomTheme === true,
        };
      },
    },
  ),
);

/** The colours on screen for the given settings and mode. */
export function activeThemeColors(
  settings: ColorThemeSettings,
  mode: ThemeMode,
  preset: ColorTheme = effectivePreset(settings.colorTheme, mode),
): ThemeColors {
  return resolveThemeColors({
    colorTheme: preset.value,
    customColors: settings.customColors ?? undefined,
    isCustomTheme: settings.isCustomTheme,
    mode,
  });
}

/** Writes the theme's page colour variables (and the app's derived surface colours) onto <html>. */
export function applyColorTheme(
  settings: ColorThemeSettings,
  mode: ThemeMode,
  root: HTMLElement = document.documentElement,
): void {
  const preset = effectivePreset(settings.colorTheme, mode);
  const colors = activeThemeColors(settings, mode, preset);
  // Custom colours keep the accent of the preset they were based on.
  const variables = { ...themeCssVariables(colors), ...surfaceVariables(colors, mode, preset.accent) };
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  storeColorVariables(variables);
  root.dataset.colorTheme = settings.isCustomTheme ? 'custom' : preset.value;
}

/** The theme part of the user's server preferences, in the shape PUT /users/{id}/preferences takes. */
export function themePreferences(settings: ColorThemeSettings, mode: ThemeMode): Preferences {
  return {
    colorTheme: effectivePreset(settings.colorTheme, mode).value,
    ...(settings.customColors ? { customColors: settings.customColors } : {}),
    isCustomTheme: settings.isCustomTheme,
    appearance: { mode },
  };
}

/** Takes the theme saved on the server (e.g. at sign-in on another browser); unknown values are ignored. */
export function applyThemePreferences(preferences: Preferences | undefined): void {
  if (!preferences) return;
  const mode = preferences.appearance?.mode;
  if (mode) useThemeStore.getState().setMode(mode);
  const theme = preferences.colorTheme;
  const custom = validCustomColors(preferences.customColors)
    ? (preferences.customColors as ThemeColors)
    : null;
  useColorThemeStore.setState((state) => ({
    colorTheme: isColorThemeValue(theme) ? theme : state.colorTheme,
    customColors: preferences.customColors === undefined ? state.customColors : custom,
    isCustomTheme:
      preferences.isCustomTheme === undefined
        ? state.isCustomTheme
        : preferences.isCustomTheme && Boolean(custom),
  }));
}

/**
 * Called by main.tsx before the first render (after the mode is applied): applies the colour theme
 * and keeps it applied. A mode change keeps the look by switching to the counterpart preset.
 */
export function startColorThemeSync(): () => void {
  const apply = () => {
    const mode = useThemeStore.getState().mode;
    applyThemeMode(mode);
    applyColorTheme(useColorThemeStore.getState(), mode);
  };
  apply();
  const stopMode = useThemeStore.subscribe((state, previous) => {
    const { colorTheme } = useColorThemeStore.getState();
    if (state.mode !== previous.mode && colorTheme && findColorTheme(colorTheme)?.mode !== state.mode) {
      useColorThemeStore.setState({ colorTheme: effectivePreset(colorTheme, state.mode).value });
    }
    apply();
  });
  const stopColors = useColorThemeStore.subscribe(apply);
  return () => {
    stopMode();
    stopColors();
  };
}
