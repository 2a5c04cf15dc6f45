import { duplicateName } from '@northstar/shared/campaign';
import { completeDraft } from '@northstar/shared/testing';
import { describe, expect, it } from 'vitest';
import { clampText, complianceStatusOf, derivedColumns, fitName } from './campaigns.columns.ts';

describe('derived campaign columns', () => {
  it('derive name, channel, budget and platform names from the draft', () => {
    expect(derivedColumns(completeDraft({ campaignName: '  Launch  ' }))).toEqual({
      name: 'Launch',
      channelType: 'universal',
      complianceStatus: 'approved',
      estimatedBudget: 5000,
      platforms: ['Google Ads (Search)', 'Facebook'],
    });
    expect(derivedColumns(completeDraft({ campaignName: '' })).name).toBe('Untitled campaign');
  });

  it('never call approved what the rules reject, whatever the draft claims', () => {
    const blocked = completeDraft({
      campaignType: 'regulated',
      regulatedCategory: 'cannabis',
      compliance: { ...completeDraft().compliance, status: 'approved' },
    });
    expect(complianceStatusOf(blocked)).toBe('rejected');
  });

  it('call a draft approved only once its own review says so too', () => {
    const draft = completeDraft();
    expect(complianceStatusOf(draft)).toBe('approved');
    expect(complianceStatusOf({ ...draft, compliance: { ...draft.compliance, status: 'pending' } })).toBe(
      'pending',
    );
    expect(complianceStatusOf({ ...draft, compliance: { ...draft.compliance, status: 'rejected' } })).toBe(
      'pending',
    );
  });

  it('fit decorated names into 120 characters without splitting a surrogate pair', () => {
    expect(fitName('Summer', duplicateName)).toBe('Summer (Copy)');
    const long = fitName('😀'.repeat(70), duplicateName);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('😀 (Copy)')).toBe(true);
    expect(clampText('ab😀', 3)).toBe('ab');
  });
});
