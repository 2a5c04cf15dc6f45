// @northstar/shared/chat: The assistant's chat contract.
export * from './chat.ts';
