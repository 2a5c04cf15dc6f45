import {
  ACCENT_STEPS,
  type AccentPalette,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseColor,
  type ThemeColors,
  type ThemeMode,
} from '@northstar/shared/themes';

// The app's semantic colours (index.css `--ns-*`) derived from a theme's four levels and its accent,
// so choosing a preset or custom colours restyles every surface and every accent. Secondary text
// colours are pushed towards the theme's text colour until they keep WCAG AA on all three surfaces.
export const AA_TEXT = MIN_TEXT_CONTRAST;
/** WCAG 1.4.11: icons, borders and focus rings in the accent need 3:1 against the surface. */
export const AA_UI = 3;

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

/** `color`, moved step by step towards `text` until it reaches `min` on every surface (or becomes `text`). */
export function ensureContrast(
  color: string,
  surfaces: readonly string[],
  text: string,
  min: number = AA_TEXT,
): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mixColors(color, text, step / 20);
    if (minContrast(candidate, surfaces) >= min + 0.1) return candidate;
  }
  return toHexColor(text) ?? text;
}

const STATUS = {
  light: { danger: '#b91c1c', success: '#047857' },
  dark: { danger: '#fca5a5', success: '#6ee7b7' },
} as const;

/** White on the accent's primary step when it reads, else the darker of the usual text colours. */
function accentContrast(primary: string): string {
  const candidates = ['#ffffff', '#0f172a'];
  return candidates.find((c) => (contrastRatio(c, primary) ?? 0) >= AA_TEXT) ?? '#000000';
}

type BrandVariable = `--ns-brand-${(typeof ACCENT_STEPS)[number]}`;

/**
 * The accent's steps as the `brand-*` palette. Steps 400 and 500 draw icons, borders, chart lines and
 * the focus ring on the surfaces, so they are moved towards the text colour until they reach 3:1 there
 * (on dark themes they come out lighter). The other steps pair with each other or with white.
 */
function brandVariables(accent: AccentPalette, surfaces: readonly string[], text: string) {
  const out = {} as Record<BrandVariable, string>;
  for (const step of ACCENT_STEPS) {
    out[`--ns-brand-${step}`] =
      step === 400 || step === 500 ? ensureContrast(accent[step], surfaces, text, AA_UI) : accent[step];
  }
  return out;
}

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
  | '--ns-success'
  | '--ns-accent-contrast'
  | BrandVariable;

export function surfaceVariables(
  colors: ThemeColors,
  mode: ThemeMode,
  accent: AccentPalette,
): Record<SurfaceVariable, string> {
  const { background, card, content, text } = colors;
  const surfaces = [background, card, content];
  const status = STATUS[mode];
  return {
    '--ns-canvas': background,
    '--ns-card': card,
    '--ns-raised': content,
    '--ns-fg': text,
    '--ns-muted': ensureContrast(mixColors(text, card, 0.4), surfaces, text),
    '--ns-line': mixColors(card, text, mode === 'dark' ? 0.16 : 0.12),
    '--ns-field': mode === 'dark' ? background : card,
    '--ns-field-line': mixColors(card, text, 0.5),
    '--ns-link': ensureContrast(accent[mode === 'dark' ? 300 : 700], surfaces, text),
    '--ns-danger': ensureContrast(status.danger, surfaces, text),
    '--ns-success': ensureContrast(status.success, surfaces, text),
    '--ns-accent-contrast': accentContrast(accent[600]),
    ...brandVariables(accent, surfaces, text),
  };
}
