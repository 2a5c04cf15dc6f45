// The template routes the calls go through, imported only dynamically (see campaign-contract.ts).
export { templateRoutes } from '@northstar/shared/contract/templates';
