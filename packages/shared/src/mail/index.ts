// @northstar/shared/mail: The mail outbox contract.
export * from './outbox.ts';
