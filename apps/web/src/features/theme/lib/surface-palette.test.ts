import { COLOR_THEMES, contrastRatio } from '@northstar/shared/themes';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  AA_UI,
  ensureContrast,
  mixColors,
  surfaceVariables,
  toHexColor,
} from './surface-palette.ts';

describe('surface palette', () => {
  it.each(COLOR_THEMES.map((theme) => [theme.value, theme] as const))(
    '%s keeps every text colour readable on all three surfaces',
    (_value, theme) => {
      const vars = surfaceVariables(theme.colors, theme.mode, theme.accent);
      const surfaces = [vars['--ns-canvas'], vars['--ns-card'], vars['--ns-raised']];
      for (const name of ['--ns-fg', '--ns-muted', '--ns-link', '--ns-danger', '--ns-success'] as const) {
        for (const surface of surfaces) {
          expect(contrastRatio(vars[name], surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
      expect(vars['--ns-card']).toBe(theme.colors.card);
    },
  );

  it.each(COLOR_THEMES.map((theme) => [theme.value, theme] as const))(
    '%s paints its own accent, readable as buttons and visible as icons and rings',
    (_value, theme) => {
      const vars = surfaceVariables(theme.colors, theme.mode, theme.accent);
      for (const step of [50, 100, 300, 600, 700, 800] as const) {
        expect(vars[`--ns-brand-${step}`]).toBe(theme.accent[step]);
      }
      for (const step of [600, 700, 800] as const) {
        expect(
          contrastRatio(vars['--ns-accent-contrast'], vars[`--ns-brand-${step}`]),
        ).toBeGreaterThanOrEqual(AA_TEXT);
      }
      for (const surface of [theme.colors.background, theme.colors.card, theme.colors.content]) {
        for (const step of [400, 500] as const) {
          expect(
            contrastRatio(vars[`--ns-brand-${step}`], surface),
            `${step} on ${surface}`,
          ).toBeGreaterThanOrEqual(AA_UI);
        }
      }
    },
  );

  it('keeps the accent visible on custom surfaces by moving it towards the text colour', () => {
    const indigo = COLOR_THEMES[0]?.accent;
    if (!indigo) throw new Error('no preset');
    // Indigo 500 is 2.2:1 on this slate, so the ring and icons are lightened until they reach 3:1.
    const colors = { background: '#334155', card: '#334155', content: '#334155', text: '#ffffff' };
    const vars = surfaceVariables(colors, 'dark', indigo);
    expect(contrastRatio(indigo[500], '#334155')).toBeLessThan(AA_UI);
    expect(contrastRatio(vars['--ns-brand-500'], '#334155')).toBeGreaterThanOrEqual(AA_UI);
    expect(vars['--ns-brand-500']).not.toBe('#ffffff');
  });

  it('moves a weak colour towards the text colour until it is readable', () => {
    const fixed = ensureContrast('#777777', ['#ffffff'], '#000000');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(fixed).not.toBe('#000000');
  });

  it('mixes and normalises colours to #rrggbb', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(toHexColor('rgb(255 0 0)')).toBe('#ff0000');
    expect(toHexColor('nope')).toBeNull();
  });
});
