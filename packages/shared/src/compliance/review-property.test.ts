import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignDraftSchema } from '../campaign/draft.ts';
import { regulatedDrafts } from '../testing/draft-arbitraries.ts';
import { reviewCompliance } from './review.ts';

describe('reviewCompliance over random regulated drafts', () => {
  it('is deterministic, reads no status it decides, and is idempotent on its own output', () => {
    fc.assert(
      fc.property(regulatedDrafts, (draft) => {
        expect(campaignDraftSchema.safeParse(draft).success).toBe(true);
        const review = reviewCompliance(draft);
        expect(reviewCompliance(structuredClone(draft))).toEqual(review);
        // Recording the status (what step 6 does on leaving) changes nothing in the next review.
        const recorded = { ...draft, compliance: { ...draft.compliance, status: review.status } };
        expect(reviewCompliance(recorded)).toEqual(review);
        expect(reviewCompliance(recorded)).toEqual(reviewCompliance(recorded));
        // One finding per rule and place: no duplicates from a country named twice over.
        const keys = review.findings.map((f) =>
          JSON.stringify([f.ruleId, f.platform, f.country, f.region, f.copy, f.message]),
        );
        expect(new Set(keys).size).toBe(keys.length);
        expect(review.status === 'rejected').toBe(review.findings.some((f) => f.severity === 'blocker'));
      }),
      { numRuns: 300 },
    );
  });
});
