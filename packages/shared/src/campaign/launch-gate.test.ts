import { describe, expect, it } from 'vitest';
import { completeDraft, FIXTURE_NOW, regulatedDraft } from '../testing/draft-fixtures.ts';
import { createDraft } from './draft-factory.ts';
import { canLaunch, LAUNCH_MESSAGES, launchFindings } from './launch-gate.ts';

const now = FIXTURE_NOW;
const fields = (draft: Parameters<typeof launchFindings>[0]) =>
  launchFindings(draft, { now }).map((f) => `${f.step} ${f.field}`);

describe('launch gate', () => {
  it('lets a complete, compliant, paid-for campaign launch', () => {
    expect(launchFindings(completeDraft(), { now })).toEqual([]);
    expect(canLaunch(completeDraft(), { now })).toBe(true);
  });

  it('refuses an empty draft with a finding for every required field, in step order', () => {
    const findings = launchFindings(createDraft({ now }), { now });
    expect(findings.map((f) => `${f.step} ${f.field}`)).toEqual([
      '1 campaignName',
      '2 kpis.primary',
      '3 platforms.selected',
      '4 targeting.geography.countries',
      '5 creatives.copy.headlines',
      '7 budget.totalBudget',
      '9 payment.method',
      '9 launchOptions.termsAccepted',
    ]);
    expect(findings.every((f) => f.message.length > 0)).toBe(true);
  });

  it('needs a payment method, the accepted terms and every platform policy acknowledged', () => {
    const draft = completeDraft({
      payment: { method: '', billingEmail: '', poNumber: '' },
      launchOptions: { launchMode: 'immediately', notifyOnLaunch: false, termsAccepted: false },
      compliance: { platformPolicies: { 'google-ads': true }, certifications: [], status: 'approved' },
    });
    expect(launchFindings(draft, { now })).toEqual([
      {
        step: 6,
        field: 'compliance.platformPolicies.facebook',
        message: LAUNCH_MESSAGES.policy('Facebook'),
      },
      { step: 9, field: 'payment.method', message: LAUNCH_MESSAGES.payment },
      { step: 9, field: 'launchOptions.termsAccepted', message: LAUNCH_MESSAGES.terms },
    ]);
  });

  it('refuses a compliance blocker with its rule, pointing at the field to fix', () => {
    const gambling = regulatedDraft('gambling', { platforms: ['google-ads'], countries: ['GB'], ageMin: 13 });
    const draft = {
      ...gambling,
      compliance: { ...gambling.compliance, platformPolicies: { 'google-ads': true as const } },
      budget: { ...gambling.budget, allocation: { 'google-ads': 100 } },
    };
    const findings = launchFindings(draft, { now });
    const age = findings.find((f) => f.rule === 'gambling.min-age');
    expect(age).toMatchObject({ step: 6, field: 'targeting.demographics.ageMin' });
    expect(findings.find((f) => f.rule === 'gambling.disclaimer.responsibly')?.field).toBe(
      'creatives.copy.descriptions',
    );
    expect(findings.every((f) => f.step === 6 && f.rule)).toBe(true);
  });

  it('refuses a regulated campaign without its category', () => {
    const draft = { ...completeDraft(), campaignType: 'regulated' as const, regulatedCategory: null };
    expect(fields(draft)).toContain('1 regulatedCategory');
  });

  it('refuses a schedule that ends before it starts or has already ended', () => {
    const schedule = completeDraft().schedule;
    expect(
      fields(completeDraft({ schedule: { ...schedule, startDate: '2025-03-20', endDate: '2025-03-15' } })),
    ).toEqual(['7 schedule.endDate']);
    const ended = launchFindings(
      completeDraft({ schedule: { ...schedule, startDate: '2025-03-01', endDate: '2025-03-09' } }),
      { now },
    );
    expect(ended).toEqual([{ step: 7, field: 'schedule.endDate', message: LAUNCH_MESSAGES.ended }]);
  });
});
