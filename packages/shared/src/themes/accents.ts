// Each theme's accent as the same eight steps as the app's indigo brand palette (index.css `brand-*`).
// Every palette was solved in OKLCH to keep its hue while matching, step by step, the
// WCAG luminance of indigo, so each pairing the app uses (white on 600, 700 on 100, 800 on 50) keeps
// the contrast it had in indigo; themes.test.ts checks those pairings for every palette.

export const ACCENT_STEPS = [50, 100, 300, 400, 500, 600, 700, 800] as const;
export type AccentStep = (typeof ACCENT_STEPS)[number];
export type AccentPalette = Readonly<Record<AccentStep, string>>;

const palette = (steps: readonly string[]): AccentPalette =>
  Object.fromEntries(ACCENT_STEPS.map((step, index) => [step, steps[index]])) as AccentPalette;

export const ACCENT_PALETTES = {
  // The brand itself (Tailwind's indigo), kept by the two default presets.
  indigo: palette(['#eef2ff', '#e0e7ff', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#4338ca', '#3730a3']),
  sky: palette(['#eaf4fa', '#d9eaf6', '#88bee1', '#449ed2', '#007dbf', '#00659d', '#005587', '#004671']),
  green: palette(['#ebf5ec', '#daecdd', '#8dc597', '#4ea763', '#008a32', '#00701b', '#005f13', '#004f0b']),
  emerald: palette(['#eaf5ef', '#d9ece2', '#88c4a6', '#40a77c', '#008956', '#006f44', '#005e38', '#004e2d']),
  orange: palette(['#fdf0e9', '#fbe3d7', '#eda885', '#e07a42', '#cf4d00', '#aa3b00', '#923000', '#7b2600']),
  amber: palette(['#f9f1e8', '#f4e5d5', '#dcb07d', '#c98830', '#ae6600', '#8e5100', '#7a4400', '#663700']),
  purple: palette(['#f6f0fe', '#eee3fe', '#cca8f9', '#b47af5', '#9f4bed', '#8d17e0', '#7b01c6', '#6310a0']),
  violet: palette(['#f3f1ff', '#e9e4ff', '#bdadfc', '#9f82f8', '#8758f2', '#7531e6', '#6523cb', '#5221a3']),
  rose: palette(['#ffeeef', '#ffe0e1', '#fa9ea3', '#f16977', '#e22a50', '#c20035', '#a6002b', '#8b0022']),
  crimson: palette(['#ffefee', '#ffe1df', '#fc9e9e', '#f4686e', '#e62544', '#c30029', '#a70020', '#8b0018']),
} as const satisfies Record<string, AccentPalette>;
export type AccentName = keyof typeof ACCENT_PALETTES;
