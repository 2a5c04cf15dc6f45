// @northstar/shared/brand: product names, paths and storage keys.
export * from './brand.ts';
