// @northstar/shared/errors: Error codes and their HTTP statuses.
export * from './errors.ts';
