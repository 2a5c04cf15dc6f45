// The schemas the campaign calls parse with, imported only dynamically (with the first answer): a page
// keeps only what it uses of the shared module on its first paint, and the rest stays tree-shaken.
export {
  campaignListResponseSchema,
  campaignResponseSchema,
  historyResponseSchema,
} from '@northstar/shared/campaign/schemas';
