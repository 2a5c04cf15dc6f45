// @northstar/shared/mail: the mail outbox contract.
export * from './outbox.ts';
