import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOR_THEMES,
  colorThemesForMode,
  contrastRatio,
  DEFAULT_COLOR_THEME,
  defaultPresetForMode,
  isValidColor,
  normalizeHex,
  parseColor,
  resolveThemeColors,
  themeColorsSchema,
  themeCssVariables,
} from './themes.ts';

describe('colour theme presets', () => {
  it('has the twelve presets of the spec with their exact names', () => {
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
    }
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
