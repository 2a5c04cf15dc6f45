// The route table's building blocks (ADR 0024). Each resource's routes have an entry of their own
// (`@northstar/shared/contract/campaigns`…), so a web page loads only the tables it calls.
export * from './params.ts';
export * from './route.ts';
