import { saveTemplateRequestSchema } from '@northstar/shared/campaign/schemas';
import { saveTemplateBodySchema } from '@northstar/shared/contract/templates';
import { completeDraft } from '@northstar/shared/testing';
import { describe, expect, it } from 'vitest';
import { toSaveTemplateRequest } from './templates.routes.ts';

describe('POST /templates body', () => {
  const draft = completeDraft();
  const bodies: unknown[] = [
    { draft },
    { draft, name: 'Mine' },
    { campaignId: 'abc' },
    { campaignId: 'abc', name: '  Trimmed  ' },
    {},
    { name: 'only a name' },
    { draft, campaignId: 'abc' },
    { draft, name: '   ' },
    { draft: { ...draft, extra: 1 } },
    { campaignId: 'x'.repeat(65) },
    { campaignId: 'abc', type: 'saved_template' },
    { draft: null },
    { campaignId: 42 },
    { draft, name: 'n'.repeat(201) },
  ];

  it('accepts exactly what the shared contract accepts, with the same result', () => {
    for (const body of bodies) {
      const shared = saveTemplateRequestSchema.safeParse(body);
      const local = saveTemplateBodySchema.safeParse(body);
      expect(local.success, JSON.stringify(body).slice(0, 80)).toBe(shared.success);
      if (local.success && shared.success) expect(toSaveTemplateRequest(local.data)).toEqual(shared.data);
    }
  });

  it('says what to send when neither or both sources are given', () => {
    for (const body of [{}, { draft, campaignId: 'abc' }]) {
      const result = saveTemplateBodySchema.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe('Send either a draft or a campaignId, not both.');
    }
  });
});
