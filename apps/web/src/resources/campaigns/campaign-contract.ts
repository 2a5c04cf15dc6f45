// The campaign routes the calls go through, imported only dynamically (with the first call): a page keeps
// only what it uses of the shared modules on its first paint, and the rest stays tree-shaken.
export { campaignRoutes } from '@northstar/shared/contract/campaigns';
