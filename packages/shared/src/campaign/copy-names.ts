// Names of campaigns made from others (SPEC section 5). No zod here: the builder's first paint uses them.

/** The name of a duplicated campaign. */
export const duplicateName = (name: string) => `${name} (Copy)`;
/** The name of a campaign started from a template. */
export const templateCampaignName = (name: string) => `${name} (Template)`;
