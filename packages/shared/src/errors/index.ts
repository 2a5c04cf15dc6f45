// @northstar/shared/errors: error codes and their HTTP statuses.
export * from './errors.ts';
