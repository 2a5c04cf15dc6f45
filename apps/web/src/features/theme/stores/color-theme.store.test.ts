import { COLOR_THEMES } from '@northstar/shared/themes';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyThemePreferences,
  COLOR_THEME_STORAGE_KEY,
  effectivePreset,
  startColorThemeSync,
  useColorThemeStore,
} from './color-theme.store.ts';
import { applyStoredColorVariables, COLOR_VARIABLES_STORAGE_KEY } from './color-theme-boot.ts';
import { useThemeStore } from './theme.store.ts';

const root = document.documentElement;
const background = () => root.style.getPropertyValue('--color-background');

beforeEach(() => {
  root.removeAttribute('style');
  useThemeStore.setState({ mode: 'light' });
  useColorThemeStore.setState({ colorTheme: null, customColors: null, isCustomTheme: false });
});

describe('colour theme', () => {
  it("follows the mode's default preset until one is chosen", () => {
    expect(effectivePreset(null, 'light').value).toBe('light-default');
    expect(effectivePreset(null, 'dark').value).toBe('dark-default');
    expect(effectivePreset('no-such-theme', 'dark').value).toBe('dark-default');
  });

  it('keeps the look when the mode flips, by switching to the counterpart preset', () => {
    const stop = startColorThemeSync();
    useColorThemeStore.getState().selectPreset('light-rose');
    expect(background()).toBe('#fff1f2');
    useThemeStore.getState().toggle();
    expect(useColorThemeStore.getState().colorTheme).toBe('dark-crimson');
    expect(root).toHaveClass('dark');
    expect(background()).toBe('#1c0a10');
    stop();
  });

  it.each(COLOR_THEMES.map((theme) => [theme.value, theme] as const))(
    "choosing %s puts its accent into the page's brand variables",
    (value, theme) => {
      const stop = startColorThemeSync();
      useColorThemeStore.getState().selectPreset(value);
      const variable = (name: string) => root.style.getPropertyValue(name);
      for (const step of [50, 100, 600, 700, 800] as const) {
        expect(variable(`--ns-brand-${step}`)).toBe(theme.accent[step]);
      }
      expect(variable('--ns-brand-500')).toMatch(/^#[0-9a-f]{6}$/);
      expect(variable('--ns-accent-contrast')).toBe('#ffffff');
      expect(root.dataset.colorTheme).toBe(value);
      stop();
    },
  );

  it('keeps the accent of the preset that custom colours were based on', () => {
    const stop = startColorThemeSync();
    useColorThemeStore.getState().selectPreset('dark-ember');
    useColorThemeStore
      .getState()
      .setCustomColors({ background: '#101010', card: '#181818', content: '#202020', text: '#fafafa' });
    expect(background()).toBe('#101010');
    expect(root.style.getPropertyValue('--ns-brand-600')).toBe(
      COLOR_THEMES.find((t) => t.value === 'dark-ember')?.accent[600],
    );
    stop();
  });

  it('resets to the default preset of the current mode, dark for a dark user', () => {
    const stop = startColorThemeSync();
    useColorThemeStore.getState().selectPreset('dark-royal');
    useColorThemeStore
      .getState()
      .setCustomColors({ background: '#101010', card: '#181818', content: '#202020', text: '#fafafa' });
    useColorThemeStore.getState().reset();
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(useColorThemeStore.getState()).toMatchObject({
      colorTheme: 'dark-default',
      isCustomTheme: false,
      customColors: null,
    });
    expect(background()).toBe('#0f172a');
    expect(root).toHaveClass('dark');
    stop();
  });

  it('takes the theme saved on the server, ignoring values it does not know', () => {
    const stop = startColorThemeSync();
    applyThemePreferences({ colorTheme: 'dark-forest', appearance: { mode: 'dark' } });
    expect(background()).toBe('#052e16');
    applyThemePreferences({
      colorTheme: 'made-up',
      isCustomTheme: true,
      customColors: { background: 'javascript:alert(1)', card: '#fff', content: '#eee', text: '#000' },
    });
    expect(useColorThemeStore.getState()).toMatchObject({ colorTheme: 'dark-forest', isCustomTheme: false });
    expect(background()).toBe('#052e16');
    stop();
  });

  it('falls back to the defaults when the stored theme is malformed', async () => {
    localStorage.setItem(
      COLOR_THEME_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { colorTheme: 42, customColors: { background: 'red' }, isCustomTheme: true },
      }),
    );
    await useColorThemeStore.persist.rehydrate();
    expect(useColorThemeStore.getState()).toMatchObject({
      colorTheme: null,
      customColors: null,
      isCustomTheme: false,
    });
  });

  it('paints the last applied variables at start-up, before the theme code loads', () => {
    const stop = startColorThemeSync();
    useColorThemeStore.getState().selectPreset('light-ocean');
    stop();
    root.removeAttribute('style');
    localStorage.setItem(
      COLOR_VARIABLES_STORAGE_KEY,
      JSON.stringify({
        ...JSON.parse(localStorage.getItem(COLOR_VARIABLES_STORAGE_KEY) ?? '{}'),
        color: 'red',
      }),
    );
    applyStoredColorVariables();
    expect(background()).toBe('#f0f9ff');
    expect(root.style.getPropertyValue('--ns-canvas')).toBe('#f0f9ff');
    // Only custom properties are taken from storage.
    expect(root.style.color).toBe('');
  });
});
