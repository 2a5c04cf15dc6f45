import { contrastRatio, parseColor } from '@northstar/shared/color';
import type { ThemeColors, ThemeMode } from '@northstar/shared/themes';

// The app's semantic colours (index.css `--ns-*`) derived from a theme's four levels, so choosing a
// preset or custom colours restyles every surface. Secondary text colours are pushed towards the
// theme's text colour until they keep WCAG AA on all three surfaces.
export const AA_TEXT = 4.5;

const toHex = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** `amount` of `b` mixed into `a` (0 = a, 1 = b), as #rrggbb; alpha is ignored. */
export function mixColors(a: string, b: string, amount: number): string {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return a;
  const channel = (x: number, y: number) => toHex(x + (y - x) * amount);
  return `#${channel(ca.r, cb.r)}${channel(ca.g, cb.g)}${channel(ca.b, cb.b)}`;
}

/** #rrggbb for any valid colour (the colour picker only takes that form); null when invalid. */
export function toHexColor(value: string): string | null {
  const color = parseColor(value);
  return color ? `#${toHex(color.r)}${toHex(color.g)}${toHex(color.b)}` : null;
}

const minContrast = (color: string, surfaces: readonly string[]) =>
  Math.min(...surfaces.map((surface) => contrastRatio(color, surface) ?? 1));

/** `color`, moved step by step towards `text` until it reaches AA on every surface (or becomes `text`). */
export function ensureContrast(color: string, surfaces: readonly string[], text: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mixColors(color, text, step / 20);
    if (minContrast(candidate, surfaces) >= AA_TEXT + 0.1) return candidate;
  }
  return toHexColor(text) ?? text;
}

const ACCENTS = {
  light: { link: '#4338ca', danger: '#b91c1c', success: '#047857' },
  dark: { link: '#a5b4fc', danger: '#fca5a5', success: '#6ee7b7' },
} as const;

export type SurfaceVariable =
  | '--ns-canvas'
  | '--ns-card'
  | '--ns-raised'
  | '--ns-fg'
  | '--ns-muted'
  | '--ns-line'
  | '--ns-field'
  | '--ns-field-line'
  | '--ns-link'
  | '--ns-danger'
  | '--ns-success';

export function surfaceVariables(colors: ThemeColors, mode: ThemeMode): Record<SurfaceVariable, string> {
  const { background, card, content, text } = colors;
  const surfaces = [background, card, content];
  const accents = ACCENTS[mode];
  return {
    '--ns-canvas': background,
    '--ns-card': card,
    '--ns-raised': content,
    '--ns-fg': text,
    '--ns-muted': ensureContrast(mixColors(text, card, 0.4), surfaces, text),
    '--ns-line': mixColors(card, text, mode === 'dark' ? 0.16 : 0.12),
    '--ns-field': mode === 'dark' ? background : card,
    '--ns-field-line': mixColors(card, text, 0.5),
    '--ns-link': ensureContrast(accents.link, surfaces, text),
    '--ns-danger': ensureContrast(accents.danger, surfaces, text),
    '--ns-success': ensureContrast(accents.success, surfaces, text),
  };
}
