import { contrastRatio } from '@northstar/shared/color';
import { COLOR_THEMES } from '@northstar/shared/themes';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, ensureContrast, mixColors, surfaceVariables, toHexColor } from './surface-palette.ts';

describe('surface palette', () => {
  it.each(COLOR_THEMES.map((theme) => [theme.value, theme] as const))(
    '%s keeps every text colour readable on all three surfaces',
    (_value, theme) => {
      const vars = surfaceVariables(theme.colors, theme.mode);
      const surfaces = [vars['--ns-canvas'], vars['--ns-card'], vars['--ns-raised']];
      for (const name of ['--ns-fg', '--ns-muted', '--ns-link', '--ns-danger', '--ns-success'] as const) {
        for (const surface of surfaces) {
          expect(contrastRatio(vars[name], surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
      expect(vars['--ns-card']).toBe(theme.colors.card);
    },
  );

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
