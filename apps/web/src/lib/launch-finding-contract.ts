// Loaded only when a 422 carries findings (a dynamic import): one schema, not the campaign/schemas entry's
// whole namespace, which a dynamic import of the entry would keep (ADR 0023).
export { launchFindingSchema } from '@northstar/shared/campaign/schemas';
