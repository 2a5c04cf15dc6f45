// @northstar/shared/campaign/schemas: the campaign's zod schemas (the draft, the API contracts, the
// status); a page that needs only constants imports @northstar/shared/campaign and loads no zod.
export * from './api.ts';
export * from './draft.ts';
export * from './lifecycle.ts';
export * from './objective-schema.ts';
