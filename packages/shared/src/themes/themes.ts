import { ACCENT_PALETTES, type AccentName, type AccentPalette } from './accents.ts';
import { contrastRatio, isValidColor } from './color.ts';

export type ThemeMode = 'light' | 'dark';

/**
 * The four colour levels of a theme; custom colours typed as free text are checked with isValidColor
 * (their zod schemas live in schemas.ts, so pages that only apply a theme load no zod).
 */
export type ThemeColors = {
  background: string;
  card: string;
  content: string;
  text: string;
};
export type ColorLevel = keyof ThemeColors;

/** WCAG AA for body text: the main text colour must keep it on every surface it is shown on. */
export const MIN_TEXT_CONTRAST = 4.5;
export const TEXT_SURFACES = ['background', 'card', 'content'] as const satisfies readonly ColorLevel[];
export type TextSurface = (typeof TEXT_SURFACES)[number];

export interface TextContrast {
  surface: TextSurface;
  /** WCAG ratio, e.g. 4.52 for 4.52:1. */
  ratio: number;
  readable: boolean;
}

/** The text colour's contrast on each surface; empty while any of the colours is not valid. */
export function textContrasts(colors: ThemeColors): TextContrast[] {
  const found: TextContrast[] = [];
  for (const surface of TEXT_SURFACES) {
    const ratio = contrastRatio(colors.text, colors[surface]);
    if (ratio === null) return [];
    found.push({ surface, ratio, readable: ratio >= MIN_TEXT_CONTRAST });
  }
  return found;
}

/** "4.48:1", rounded down so a ratio shown as passing never is one that fails. */
export const formatContrast = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export const unreadableMessage = ({ surface, ratio }: TextContrast): string =>
  `Text on the ${surface} colour has a contrast of ${formatContrast(ratio)}; it needs at least ${MIN_TEXT_CONTRAST}:1 to stay readable.`;

export const COLOR_LEVELS = [
  'background',
  'card',
  'content',
  'text',
] as const satisfies readonly ColorLevel[];

/** All four levels are valid colours and the text reads on every surface (custom colours' rule). */
export const isReadableThemeColors = (colors: ThemeColors): boolean =>
  COLOR_LEVELS.every((level) => isValidColor(colors[level])) &&
  textContrasts(colors).every((contrast) => contrast.readable);

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
export type ColorThemeValue = (typeof COLOR_THEME_VALUES)[number];

export interface ColorTheme {
  name: string;
  value: ColorThemeValue;
  mode: ThemeMode;
  colors: ThemeColors;
  /** The accent (primary buttons, active nav item, charts, badges): the app's `brand-*` palette. */
  accent: AccentPalette;
  /** Swatch shown on the preset card: the theme's accent as its primary buttons show it. */
  preview: string;
}

const preset = (
  value: ColorThemeValue,
  name: string,
  mode: ThemeMode,
  [background, card, content, text]: [string, string, string, string],
  accentName: AccentName,
): ColorTheme => {
  const accent = ACCENT_PALETTES[accentName];
  return { value, name, mode, colors: { background, card, content, text }, accent, preview: accent[600] };
};

// Text keeps WCAG AA (>= 4.5:1) against all three surfaces of its theme; a test enforces it.
export const COLOR_THEMES: readonly ColorTheme[] = [
  preset('light-default', 'Clean White', 'light', ['#f8fafc', '#ffffff', '#f1f5f9', '#0f172a'], 'indigo'),
  preset('light-ocean', 'Warm Ocean', 'light', ['#f0f9ff', '#ffffff', '#e0f2fe', '#0c4a6e'], 'sky'),
  preset('light-forest', 'Forest Breeze', 'light', ['#f0fdf4', '#ffffff', '#dcfce7', '#14532d'], 'green'),
  preset('light-sunset', 'Sunset Warmth', 'light', ['#fff7ed', '#ffffff', '#ffedd5', '#7c2d12'], 'orange'),
  preset('light-royal', 'Royal Lavender', 'light', ['#faf5ff', '#ffffff', '#f3e8ff', '#3b0764'], 'purple'),
  preset('light-rose', 'Rose Blush', 'light', ['#fff1f2', '#ffffff', '#ffe4e6', '#881337'], 'rose'),
  preset('dark-default', 'Deep Navy', 'dark', ['#0f172a', '#1e293b', '#334155', '#f8fafc'], 'indigo'),
  preset('dark-ocean', 'Warm Ocean Deep', 'dark', ['#082f49', '#0c4a6e', '#075985', '#f0f9ff'], 'sky'),
  preset('dark-forest', 'Forest Ember', 'dark', ['#052e16', '#14532d', '#166534', '#f0fdf4'], 'emerald'),
  preset('dark-ember', 'Amber Glow', 'dark', ['#1c1917', '#292524', '#44403c', '#fef3c7'], 'amber'),
  preset('dark-royal', 'Royal Amethyst', 'dark', ['#1e1b4b', '#2e1065', '#4c1d95', '#f5f3ff'], 'violet'),
  preset('dark-crimson', 'Crimson Velvet', 'dark', ['#1c0a10', '#4c0519', '#881337', '#fff1f2'], 'crimson'),
];

export const DEFAULT_COLOR_THEME: ColorThemeValue = 'light-default';

export const findColorTheme = (value: string): ColorTheme | undefined =>
  COLOR_THEMES.find((theme) => theme.value === value);

export const colorThemesForMode = (mode: ThemeMode): ColorTheme[] =>
  COLOR_THEMES.filter((theme) => theme.mode === mode);

/** Colour reset returns to the current mode's default preset (docs/product.md#themes). */
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
