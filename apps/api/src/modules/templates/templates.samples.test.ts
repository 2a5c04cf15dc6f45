import { campaignDraftSchema, templateSchema } from '@northstar/shared/campaign/schemas';
import { reviewCompliance } from '@northstar/shared/compliance';
import { describe, expect, it } from 'vitest';
import { findSampleTemplate, isSampleId, sampleTemplates } from './templates.samples.ts';

describe('built-in sample templates', () => {
  const now = new Date('2026-06-15T10:30:00Z');
  const samples = sampleTemplates(now);

  it('are full valid templates with valid drafts and unique sample- ids', () => {
    for (const sample of samples) {
      expect(() => templateSchema.parse(sample)).not.toThrow();
      expect(campaignDraftSchema.safeParse(sample.draft).success).toBe(true);
      expect(isSampleId(sample.id)).toBe(true);
    }
    expect(new Set(samples.map((s) => s.id)).size).toBe(samples.length);
  });

  it('cover both channel types as examples: built in, never launched, no invented figures', () => {
    expect(new Set(samples.map((s) => s.channelType))).toEqual(new Set(['universal', 'regulated']));
    for (const sample of samples) {
      expect(sample).toMatchObject({
        builtIn: true,
        type: 'saved_template',
        launchedAt: null,
        performance: null,
      });
    }
  });

  it('pass the compliance rules (no blocker), so a campaign made from one can be launched', () => {
    for (const sample of samples) {
      expect(reviewCompliance(sample.draft).status, sample.id).not.toBe('rejected');
    }
  });

  it('date themselves relative to the day asked', () => {
    for (const sample of samples) expect(Date.parse(sample.createdAt)).toBeLessThan(now.getTime());
    expect(findSampleTemplate(samples[0]?.id ?? '', now)).toEqual(samples[0]);
    expect(findSampleTemplate('sample-unknown', now)).toBeUndefined();
  });
});
