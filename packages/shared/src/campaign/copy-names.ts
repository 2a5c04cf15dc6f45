// Names of campaigns made from others (docs/product.md#builder-drafts).
// No zod here: the builder's first paint uses them.

/** The name of a duplicated campaign. */
export const duplicateName = (name: string) => `${name} (Copy)`;
/** The name of a campaign started from a template. */
export const templateCampaignName = (name: string) => `${name} (Template)`;
