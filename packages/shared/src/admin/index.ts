// @northstar/shared/admin: admin tools: user approval and role changes.
export * from './admin.ts';
