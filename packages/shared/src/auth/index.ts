// @northstar/shared/auth: sign-in, registration, the user and their account: the request and response
// schemas.
export * from './account.ts';
export * from './auth.ts';
