// @northstar/shared/chat: the assistant's chat contract.
export * from './chat.ts';
