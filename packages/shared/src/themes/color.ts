// Colour parsing and WCAG contrast. Custom theme colours arrive as free text, so everything here is a
// strict whitelist: a value either parses completely into sane ranges or is refused.

import { getContrast } from 'color2k';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const MAX_COLOR_LENGTH = 64;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)';
// Legacy comma syntax and modern space syntax ("rgb(1 2 3 / 50%)") are both accepted.
const FUNCTIONAL = new RegExp(
  `^(rgba?|hsla?)\\(\\s*(${NUMBER}(?:deg|%)?)\\s*(?:,\\s*|\\s+)(${NUMBER}%?)\\s*(?:,\\s*|\\s+)(${NUMBER}%?)\\s*(?:(?:,|\\/)\\s*(${NUMBER}%?)\\s*)?\\)$`,
  'i',
);

const inRange = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

/** "#abc" -> "#aabbcc", upper case folded; null when the input is not a #rgb/#rrggbb/#rrggbbaa hex colour. */
export function normalizeHex(input: string): string | null {
  const value = input.trim().toLowerCase();
  if (!HEX.test(value)) return null;
  if (value.length === 4) {
    return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  }
  return value;
}

function parseAlpha(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  const pct = raw.endsWith('%');
  const n = Number(pct ? raw.slice(0, -1) : raw);
  const a = pct ? n / 100 : n;
  return inRange(a, 0, 1) ? a : null;
}

function parseRgbChannel(raw: string): number | null {
  if (raw.endsWith('%')) {
    const n = Number(raw.slice(0, -1));
    return inRange(n, 0, 100) ? (n / 100) * 255 : null;
  }
  const n = Number(raw);
  return inRange(n, 0, 255) ? n : null;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function parseFunctional(value: string): Rgba | null {
  const m = FUNCTIONAL.exec(value);
  if (!m) return null;
  const [, fn = '', first = '', second = '', third = '', alphaRaw] = m;
  const alpha = parseAlpha(alphaRaw);
  if (alpha === null) return null;
  if (fn.toLowerCase().startsWith('rgb')) {
    if (first.endsWith('deg')) return null;
    const channels = [first, second, third].map(parseRgbChannel);
    const [r, g, b] = channels;
    if (r == null || g == null || b == null) return null;
    return { r, g, b, a: alpha };
  }
  // hsl: hue in degrees 0..360, saturation and lightness as percentages.
  if (first.endsWith('%') || !second.endsWith('%') || !third.endsWith('%')) return null;
  const h = Number(first.replace(/deg$/i, ''));
  const s = Number(second.slice(0, -1));
  const l = Number(third.slice(0, -1));
  if (!inRange(h, 0, 360) || !inRange(s, 0, 100) || !inRange(l, 0, 100)) return null;
  const [r, g, b] = hslToRgb(h % 360, s / 100, l / 100);
  return { r, g, b, a: alpha };
}

/** Parses #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla(); null for anything else. */
export function parseColor(input: string): Rgba | null {
  if (typeof input !== 'string' || input.length > MAX_COLOR_LENGTH) return null;
  const value = input.trim();
  const hex = normalizeHex(value);
  if (hex) {
    const byte = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
    return { r: byte(1), g: byte(3), b: byte(5), a: hex.length === 9 ? byte(7) / 255 : 1 };
  }
  return parseFunctional(value);
}

export const isValidColor = (input: string): boolean => parseColor(input) !== null;

// color2k's WCAG contrast, fed the channels parsed above: the strict parser stays the only gate for free
// text, the library does the colour maths (docs/adr/0012-color2k-for-contrast.md).
const toRgb = ({ r, g, b }: Rgba) => `rgb(${r}, ${g}, ${b})`;

/** WCAG contrast ratio (1..21) of two opaque colours; null when either is not a valid colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return null;
  return getContrast(toRgb(ca), toRgb(cb));
}
