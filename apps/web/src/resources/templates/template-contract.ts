// The schemas the template calls parse with, imported only dynamically (see campaign-contract.ts).
export {
  campaignResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '@northstar/shared/campaign/schemas';
