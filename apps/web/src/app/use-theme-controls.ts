import type { ColorThemeValue, ThemeColors } from '@northstar/shared/themes';
import { useCallback, useMemo } from 'react';
import { themePreferences, useColorThemeStore } from '../features/theme/stores/color-theme.store.ts';
import { type ThemeMode, useThemeStore } from '../features/theme/stores/theme.store.ts';
import { saveUserPreferences } from './user-preferences.ts';

/** Saves the theme as it now is; resolves false when only this browser has it. */
export const saveThemePreferences = () =>
  saveUserPreferences(themePreferences(useColorThemeStore.getState(), useThemeStore.getState().mode));

/**
 * Theme state and actions for signed-in screens: each change applies at once (page colour variables),
 * persists in this browser, and is saved to the account so it follows the user to other browsers.
 */
export function useThemeControls() {
  const mode = useThemeStore((state) => state.mode);
  const colorTheme = useColorThemeStore((state) => state.colorTheme);
  const customColors = useColorThemeStore((state) => state.customColors);
  const isCustomTheme = useColorThemeStore((state) => state.isCustomTheme);

  const setMode = useCallback((next: ThemeMode) => {
    useThemeStore.getState().setMode(next);
    return saveThemePreferences();
  }, []);
  const toggleMode = useCallback(() => {
    useThemeStore.getState().toggle();
    return saveThemePreferences();
  }, []);
  const selectPreset = useCallback((value: ColorThemeValue) => {
    useColorThemeStore.getState().selectPreset(value);
    return saveThemePreferences();
  }, []);
  const setCustomColors = useCallback((colors: ThemeColors) => {
    useColorThemeStore.getState().setCustomColors(colors);
    return saveThemePreferences();
  }, []);
  const reset = useCallback(() => {
    useColorThemeStore.getState().reset();
    return saveThemePreferences();
  }, []);

  return useMemo(
    () => ({
      mode,
      settings: { colorTheme, customColors, isCustomTheme },
      setMode,
      toggleMode,
      selectPreset,
      setCustomColors,
      reset,
    }),
    [
      mode,
      colorTheme,
      customColors,
      isCustomTheme,
      setMode,
      toggleMode,
      selectPreset,
      setCustomColors,
      reset,
    ],
  );
}
