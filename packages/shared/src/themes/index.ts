// @northstar/shared/themes: colour themes, accents and contrast; the schemas are themes/schemas.
export * from './accents.ts';
export * from './color.ts';
export * from './themes.ts';
