// @northstar/shared/admin: Admin tools: user approval and role changes.
export * from './admin.ts';
