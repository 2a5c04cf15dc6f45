import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCENT_PALETTES } from './accents.ts';
import { contrastRatio, isValidColor, normalizeHex, parseColor } from './color.ts';
import { readableThemeColorsSchema, themeColorsSchema } from './schemas.ts';
import {
  COLOR_THEMES,
  colorThemesForMode,
  DEFAULT_COLOR_THEME,
  defaultPresetForMode,
  formatContrast,
  resolveThemeColors,
  textContrasts,
  themeCssVariables,
} from './themes.ts';

describe('colour theme presets', () => {
  it('has the twelve presets of docs/product.md#themes with their exact names', () => {
    expect(COLOR_THEMES.map((t) => [t.value, t.name])).toEqual([
      ['light-default', 'Clean White'],
      ['light-ocean', 'Warm Ocean'],
      ['light-forest', 'Forest Breeze'],
      ['light-sunset', 'Sunset Warmth'],
      ['light-royal', 'Royal Lavender'],
      ['light-rose', 'Rose Blush'],
      ['dark-default', 'Deep Navy'],
      ['dark-ocean', 'Warm Ocean Deep'],
      ['dark-forest', 'Forest Ember'],
      ['dark-ember', 'Amber Glow'],
      ['dark-royal', 'Royal Amethyst'],
      ['dark-crimson', 'Crimson Velvet'],
    ]);
  });

  it('derives each mode from the value prefix, six of each', () => {
    for (const theme of COLOR_THEMES) expect(theme.value.startsWith(theme.mode)).toBe(true);
    expect(colorThemesForMode('light')).toHaveLength(6);
    expect(colorThemesForMode('dark')).toHaveLength(6);
  });

  it('uses only valid colours', () => {
    for (const theme of COLOR_THEMES) {
      expect(themeColorsSchema.safeParse(theme.colors).success).toBe(true);
      expect(isValidColor(theme.preview)).toBe(true);
      for (const color of Object.values(theme.accent)) expect(normalizeHex(color)).toBe(color);
    }
  });

  it('gives each preset an accent of its own hue, the brand indigo only to the defaults', () => {
    const accents = Object.fromEntries(COLOR_THEMES.map((t) => [t.value, t.accent]));
    expect(accents['light-default']).toBe(ACCENT_PALETTES.indigo);
    expect(accents['dark-default']).toBe(ACCENT_PALETTES.indigo);
    expect(accents['dark-ember']).toBe(ACCENT_PALETTES.amber);
    expect(accents['light-forest']).toBe(ACCENT_PALETTES.green);
    const others = COLOR_THEMES.filter((t) => !t.value.endsWith('-default'));
    for (const theme of others) expect(theme.accent).not.toBe(ACCENT_PALETTES.indigo);
  });

  it.each(COLOR_THEMES.map((t) => [t.value, t] as const))(
    '%s keeps text at WCAG AA on every surface',
    (_, t) => {
      for (const surface of [t.colors.background, t.colors.card, t.colors.content]) {
        expect(contrastRatio(t.colors.text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('defaults to light-default and resets to the default preset of the current mode', () => {
    expect(DEFAULT_COLOR_THEME).toBe('light-default');
    expect(defaultPresetForMode('light').value).toBe('light-default');
    expect(defaultPresetForMode('dark').value).toBe('dark-default');
  });
});

describe.each(Object.entries(ACCENT_PALETTES))('the %s accent palette', (_, accent) => {
  // The pairings the app's classes use: `bg-brand-600 text-white` (and its hover/active steps),
  // `bg-brand-100 text-brand-700`, `bg-brand-50 text-brand-800`.
  it('keeps white text readable on the primary steps', () => {
    for (const step of [600, 700, 800] as const) {
      expect(contrastRatio('#ffffff', accent[step]), `white on ${step}`).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('keeps dark accent text readable on the light tints', () => {
    expect(contrastRatio(accent[700], accent[100])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent[800], accent[50])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent[800], accent[100])).toBeGreaterThanOrEqual(4.5);
  });
  it('runs from light to dark', () => {
    const ratios = Object.values(accent).map((color) => contrastRatio(color, '#ffffff') ?? 0);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
  });
});

describe('text contrast of custom colours', () => {
  const solarized = { background: '#fdf6e3', card: '#ffffff', content: '#eee8d5', text: '#073642' };

  it('reports the ratio on each surface', () => {
    const contrasts = textContrasts(solarized);
    expect(contrasts.map((c) => c.surface)).toEqual(['background', 'card', 'content']);
    expect(contrasts.every((c) => c.readable)).toBe(true);
    expect(contrasts[1]?.ratio).toBeCloseTo(contrastRatio('#073642', '#ffffff') ?? 0, 10);
  });

  it('refuses near-white text on a cream page', () => {
    const unreadable = { ...solarized, text: '#f5f5f5' };
    expect(textContrasts(unreadable).filter((c) => !c.readable)).toHaveLength(3);
    const result = readableThemeColorsSchema.safeParse(unreadable);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^Text on the background colour has a contrast of 1\.01:1/,
    );
  });

  it('refuses a set just below AA and accepts one at it', () => {
    // #777 on white is 4.48:1, #767676 is 4.54:1.
    const base = { background: '#ffffff', card: '#ffffff', content: '#ffffff' };
    expect(readableThemeColorsSchema.safeParse({ ...base, text: '#777777' }).success).toBe(false);
    expect(readableThemeColorsSchema.safeParse({ ...base, text: '#767676' }).success).toBe(true);
  });

  it('shows ratios rounded down, so a failing one never reads as 4.50:1', () => {
    expect(formatContrast(4.4999)).toBe('4.49:1');
    expect(formatContrast(21)).toBe('21.00:1');
  });

  it('has nothing to report while a colour is invalid', () => {
    expect(textContrasts({ ...solarized, card: 'nope' })).toEqual([]);
  });
});

describe('resolveThemeColors', () => {
  it('applies the chosen preset when custom mode is off', () => {
    const colors = resolveThemeColors({
      colorTheme: 'dark-ember',
      customColors: { text: '#000' },
      mode: 'dark',
    });
    expect(colors.text).toBe('#fef3c7');
  });
  it('applies valid custom colours and keeps the preset for an invalid level', () => {
    const colors = resolveThemeColors({
      colorTheme: 'light-ocean',
      isCustomTheme: true,
      customColors: { background: '#123456', text: 'url(javascript:alert(1))' },
      mode: 'light',
    });
    expect(colors.background).toBe('#123456');
    expect(colors.text).toBe('#0c4a6e');
  });
  it('falls back to the mode default for an unknown preset', () => {
    expect(resolveThemeColors({ colorTheme: 'neon', mode: 'dark' }).background).toBe('#0f172a');
  });
});

describe('isValidColor', () => {
  it.each([
    '#abc',
    '#AABBCC',
    '#aabbcc80',
    'rgb(0, 128, 255)',
    'rgba(0, 128, 255, 0.5)',
    'rgb(10% 20% 30% / 50%)',
    'hsl(210, 40%, 98%)',
    'hsla(210deg, 40%, 98%, 1)',
    '  #fff  ',
  ])('accepts %s', (value) => {
    expect(isValidColor(value)).toBe(true);
  });

  it.each([
    '',
    'red',
    '#abcd1',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgba(0, 0, 0, 1.5)',
    'rgb(0, 0)',
    'hsl(400, 50%, 50%)',
    'hsl(200, 50, 50)',
    'hsl(200, 120%, 50%)',
    'rgb(0,0,0);background:url(x)',
    'expression(alert(1))',
    'var(--x)',
    `#${'a'.repeat(70)}`,
  ])('refuses %s', (value) => {
    expect(isValidColor(value)).toBe(false);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isValidColor(s) === 'boolean'));
  });
});

describe('normalizeHex', () => {
  it('expands short hex and folds case', () => {
    expect(normalizeHex('#AbC')).toBe('#aabbcc');
    expect(normalizeHex('#A1B2C3')).toBe('#a1b2c3');
    expect(normalizeHex('#A1B2C3FF')).toBe('#a1b2c3ff');
  });
  it('returns null for non-hex input', () => {
    expect(normalizeHex('rgb(0,0,0)')).toBeNull();
    expect(normalizeHex('abc')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // #777 on white is the well-known 4.48:1 just below AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('is symmetric and treats equivalent notations alike', () => {
    expect(contrastRatio('#0f172a', '#f8fafc')).toBeCloseTo(contrastRatio('#f8fafc', '#0f172a') ?? 0, 10);
    expect(contrastRatio('rgb(255,255,255)', 'hsl(0, 0%, 0%)')).toBeCloseTo(21, 5);
  });
  it('returns null for an invalid colour', () => {
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });
  it('parses hsl to the expected rgb', () => {
    expect(parseColor('hsl(120, 100%, 25%)')).toMatchObject({ r: 0, g: 127.5, b: 0 });
  });
});

describe('themeCssVariables', () => {
  it('maps the four levels to CSS custom properties', () => {
    expect(themeCssVariables({ background: '#000', card: '#111', content: '#222', text: '#fff' })).toEqual({
      '--color-background': '#000',
      '--color-card': '#111',
      '--color-content': '#222',
      '--color-text': '#fff',
    });
  });
});
