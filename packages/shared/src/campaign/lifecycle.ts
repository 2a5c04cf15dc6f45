import { z } from 'zod';
import { CAMPAIGN_STATUSES } from './statuses.ts';

// A campaign's life-cycle: the statuses and their moves live in statuses.ts (no zod, for the builder's
// first paint); this module adds the schema the API and the stored-draft check validate with. Marked
// pure, so a bundle that does not use it drops it.
export const campaignStatusSchema = /* @__PURE__ */ z.enum(CAMPAIGN_STATUSES);
