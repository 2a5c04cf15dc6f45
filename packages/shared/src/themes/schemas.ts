import { z } from 'zod';
import { isValidColor } from './color.ts';
import { type ThemeColors, textContrasts, unreadableMessage } from './themes.ts';

const color = z.string().max(64).refine(isValidColor, 'Enter a valid colour (hex, rgb() or hsl())');

/** A theme's four colour levels, each a valid colour. */
export const themeColorsSchema = z.strictObject({
  background: color,
  card: color,
  content: color,
  text: color,
}) satisfies z.ZodType<ThemeColors>;

/** Custom colours as they may be saved: valid colours whose text stays readable on every surface. */
export const readableThemeColorsSchema = themeColorsSchema.superRefine((colors, ctx) => {
  for (const contrast of textContrasts(colors)) {
    if (!contrast.readable)
      ctx.addIssue({ code: 'custom', path: ['text'], message: unreadableMessage(contrast) });
  }
});
