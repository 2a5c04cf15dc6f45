import { z } from 'zod';
import { isValidColor } from './color.ts';

export { contrastRatio, isValidColor, normalizeHex, parseColor } from './color.ts';

export const themeModeSchema = z.enum(['light', 'dark']);
export type ThemeMode = z.infer<typeof themeModeSchema>;

const color = z.string().max(64).refine(isValidColor, 'Enter a valid colour (hex, rgb() or hsl())');

/** The four colour levels of a theme; custom colours typed as free text are checked with isValidColor. */
export const themeColorsSchema = z.strictObject({
  background: color,
  card: color,
  content: color,
  text: color,
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type ColorLevel = keyof ThemeColors;
export const COLOR_LEVELS = [
  'background',
  'card',
  'content',
  'text',
] as const satisfies readonly ColorLevel[];

export const COLOR_THEME_VALUES = [
  'light-default',
  'light-ocean',
  'light-forest',
  'light-sunset',
  'light-royal',
  'light-rose',
  'dark-default',
  'dark-ocean',
  'dark-forest',
  'dark-ember',
  'dark-royal',
  'dark-crimson',
] as const;
export const colorThemeValueSchema = z.enum(COLOR_THEME_VALUES);
export type ColorThemeValue = z.infer<typeof colorThemeValueSchema>;

export interface ColorTheme {
  name: string;
  value: ColorThemeValue;
  mode: ThemeMode;
  colors: ThemeColors;
  /** Swatch shown on the preset card: the theme's accent. */
  preview: string;
}

const preset = (
  value: ColorThemeValue,
  name: string,
  mode: ThemeMode,
  [background, card, content, text]: [string, string, string, string],
  preview: string,
): ColorTheme => ({ value, name, mode, colors: { background, card, content, text }, preview });

// Text keeps WCAG AA (>= 4.5:1) against all three surfaces of its theme; a test enforces it.
export const COLOR_THEMES: readonly ColorTheme[] = [
  preset('light-default', 'Clean White', 'light', ['#f8fafc', '#ffffff', '#f1f5f9', '#0f172a'], '#3b82f6'),
  preset('light-ocean', 'Warm Ocean', 'light', ['#f0f9ff', '#ffffff', '#e0f2fe', '#0c4a6e'], '#0ea5e9'),
  preset('light-forest', 'Forest Breeze', 'light', ['#f0fdf4', '#ffffff', '#dcfce7', '#14532d'], '#22c55e'),
  preset('light-sunset', 'Sunset Warmth', 'light', ['#fff7ed', '#ffffff', '#ffedd5', '#7c2d12'], '#f97316'),
  preset('light-royal', 'Royal Lavender', 'light', ['#faf5ff', '#ffffff', '#f3e8ff', '#3b0764'], '#a855f7'),
  preset('light-rose', 'Rose Blush', 'light', ['#fff1f2', '#ffffff', '#ffe4e6', '#881337'], '#f43f5e'),
  preset('dark-default', 'Deep Navy', 'dark', ['#0f172a', '#1e293b', '#334155', '#f8fafc'], '#60a5fa'),
  preset('dark-ocean', 'Warm Ocean Deep', 'dark', ['#082f49', '#0c4a6e', '#075985', '#f0f9ff'], '#38bdf8'),
  preset('dark-forest', 'Forest Ember', 'dark', ['#052e16', '#14532d', '#166534', '#f0fdf4'], '#4ade80'),
  preset('dark-ember', 'Amber Glow', 'dark', ['#1c1917', '#292524', '#44403c', '#fef3c7'], '#f59e0b'),
  preset('dark-royal', 'Royal Amethyst', 'dark', ['#1e1b4b', '#2e1065', '#4c1d95', '#f5f3ff'], '#a78bfa'),
  preset('dark-crimson', 'Crimson Velvet', 'dark', ['#1c0a10', '#4c0519', '#881337', '#fff1f2'], '#fb7185'),
];

export const DEFAULT_COLOR_THEME: ColorThemeValue = 'light-default';

export const findColorTheme = (value: string): ColorTheme | undefined =>
  COLOR_THEMES.find((theme) => theme.value === value);

export const colorThemesForMode = (mode: ThemeMode): ColorTheme[] =>
  COLOR_THEMES.filter((theme) => theme.mode === mode);

/** Colour reset returns to the current mode's default preset (SPEC section 4). */
export const defaultPresetForMode = (mode: ThemeMode): ColorTheme => {
  const theme = findColorTheme(mode === 'dark' ? 'dark-default' : 'light-default');
  if (!theme) throw new Error('default presets are missing');
  return theme;
};

/** The colours to apply: custom colours when custom mode is on and they are valid, else the preset. */
export function resolveThemeColors(opts: {
  colorTheme?: string | undefined;
  customColors?: Partial<ThemeColors> | undefined;
  isCustomTheme?: boolean | undefined;
  mode: ThemeMode;
}): ThemeColors {
  const base = (opts.colorTheme && findColorTheme(opts.colorTheme)) || defaultPresetForMode(opts.mode);
  if (!opts.isCustomTheme || !opts.customColors) return { ...base.colors };
  const custom = opts.customColors;
  // A single bad custom value falls back to the preset's value for that level only.
  const pick = (level: ColorLevel) => {
    const value = custom[level];
    return value !== undefined && isValidColor(value) ? value.trim() : base.colors[level];
  };
  return { background: pick('background'), card: pick('card'), content: pick('content'), text: pick('text') };
}

/** CSS custom properties for the page root, e.g. { '--color-background': '#f8fafc', ... }. */
export function themeCssVariables(colors: ThemeColors): Record<`--color-${ColorLevel}`, string> {
  return {
    '--color-background': colors.background,
    '--color-card': colors.card,
    '--color-content': colors.content,
    '--color-text': colors.text,
  };
}
