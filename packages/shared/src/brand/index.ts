// @northstar/shared/brand: Product names, paths and storage keys.
export * from './brand.ts';
