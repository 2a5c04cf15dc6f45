// @northstar/shared/constants: Limits and defaults every service shares.
export * from './constants.ts';
