import { createDraft, type PlatformId } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { allocationFact } from '../facts/allocation.fact.ts';
import { MessageText } from '../facts/message-text.ts';
import { readFacts } from '../facts/registry.ts';
import { emptyMemory } from '../planner-types.ts';
import { readAllocation } from './allocation.ts';

const now = new Date('2026-11-24T12:00:00Z');
const read = (text: string, selected: PlatformId[], bare = true) =>
  readAllocation(text, selected, { bare })?.shares ?? null;

const GFI: PlatformId[] = ['google-ads', 'facebook', 'instagram'];

describe('readAllocation', () => {
  it.each([
    ['Google 55%, Facebook 45%', ['google-ads', 'facebook'], { 'google-ads': 55, facebook: 45 }],
    ['65% to google and 35% to facebook', ['google-ads', 'facebook'], { 'google-ads': 65, facebook: 35 }],
    [
      'linkedin: 70 percent, google: 30 percent',
      ['linkedin', 'google-ads'],
      { linkedin: 70, 'google-ads': 30 },
    ],
    ['90 google 10 tiktok', ['google-ads', 'tiktok'], { 'google-ads': 90, tiktok: 10 }],
    ['tiktok gets 60, facebook gets 40', ['tiktok', 'facebook'], { tiktok: 60, facebook: 40 }],
    ['60-40 google/meta', GFI, { 'google-ads': 60, facebook: 20, instagram: 20 }],
    ['google/meta 80/20', GFI, { 'google-ads': 80, facebook: 10, instagram: 10 }],
    ['insta/fb 55/45', ['facebook', 'instagram'], { instagram: 55, facebook: 45 }],
    [
      'a quarter on tiktok and the rest on google',
      ['google-ads', 'tiktok'],
      { tiktok: 25, 'google-ads': 75 },
    ],
    [
      'half to linkedin, remainder evenly across google and facebook',
      ['linkedin', 'google-ads', 'facebook'],
      {
        linkedin: 50,
        'google-ads': 25,
        facebook: 25,
      },
    ],
    ['20% each on fb and insta, google the rest', GFI, { facebook: 20, instagram: 20, 'google-ads': 60 }],
    ['a third each', GFI, { 'google-ads': 34, facebook: 33, instagram: 33 }],
    ['70% on google', ['google-ads', 'linkedin'], { 'google-ads': 70, linkedin: 30 }],
    ['divide it equally', ['google-ads', 'tiktok'], { 'google-ads': 50, tiktok: 50 }],
    ['equal split across all three', GFI, { 'google-ads': 34, facebook: 33, instagram: 33 }],
    ['50/50', ['facebook', 'tiktok'], { facebook: 50, tiktok: 50 }],
    ['65/35', ['facebook', 'tiktok'], { facebook: 65, tiktok: 35 }],
    ['make it 80/20 tiktok', ['facebook', 'tiktok'], { tiktok: 80, facebook: 20 }],
    ['3:1 google to linkedin', ['google-ads', 'linkedin'], { 'google-ads': 75, linkedin: 25 }],
  ] as const)('reads "%s"', (text, selected, shares) => {
    expect(read(text, [...selected])).toEqual(shares);
  });

  it('keeps a split that does not total 100 as stated, for the fact to refuse', () => {
    expect(read('google 80%, facebook 30%', ['google-ads', 'facebook'])).toEqual({
      'google-ads': 80,
      facebook: 30,
    });
  });

  it('returns a lean without numbers as vague', () => {
    expect(readAllocation('put most of it on tiktok', ['tiktok', 'facebook'], { bare: true })?.vague).toEqual(
      ['tiktok'],
    );
    expect(readAllocation('mostly google please', GFI, { bare: true })?.vague).toEqual(['google-ads']);
  });

  it.each([
    'Cut time-to-hire in half',
    'CTR of 2% on google',
    'ages 25-40 on facebook',
    '20k budget on google',
    'spend it evenly over the month',
  ])('reads no split in "%s"', (text) => {
    expect(read(text, GFI, false)).toBeNull();
  });
});

describe('allocation fact', () => {
  const base = mergePatch(createDraft({ now }), {
    objective: 'sales',
    platforms: { selected: ['google-ads', 'facebook'] },
  });
  function apply(text: string, step: 3 | 7 = 7) {
    const message = new MessageText(text);
    const ctx = { step, awaiting: null, draft: base, now, act: 'statement' as const };
    const facts = allocationFact.read(message, ctx);
    return facts.map((f) =>
      allocationFact.apply(f, { now, draft: base, memory: emptyMemory(), cpmFor: () => 10 }),
    );
  }

  it('refuses a split that does not add up, naming the total', () => {
    const [r] = apply('google 80%, facebook 30%');
    expect(r?.patch).toBeUndefined();
    expect(r?.warnings?.join(' ')).toContain('110%');
  });

  it('asks back a lean without numbers', () => {
    const [r] = apply('most of the budget on google');
    expect(r?.patch).toBeUndefined();
    expect(r?.warnings?.join(' ')).toMatch(/How much should go to Google Ads/);
  });

  it('needs the budget step (or a money word) for a split that names no platform', () => {
    expect(apply('split it evenly', 3)).toEqual([]);
    expect(apply('split the budget evenly', 3)[0]?.patch).toEqual({
      budget: { allocation: { 'google-ads': 50, facebook: 50 } },
    });
  });

  it('names what a split leaves unassigned', () => {
    const three = mergePatch(base, { platforms: { selected: ['google-ads', 'facebook', 'tiktok'] } });
    const message = new MessageText('half on tiktok');
    const [fact] = allocationFact.read(message, {
      step: 7,
      awaiting: null,
      draft: three,
      now,
      act: 'statement',
    });
    const r =
      fact && allocationFact.apply(fact, { now, draft: three, memory: emptyMemory(), cpmFor: () => 10 });
    expect(r?.patch).toBeUndefined();
    expect(r?.warnings?.join(' ')).toMatch(
      /adds up to 50%, leaving 50% for Google Ads \(Search\) and Facebook/,
    );
  });

  it('reads a split given in money as the budget and its proportions', () => {
    const ctx = { step: 4 as const, awaiting: null, draft: base, now, act: 'statement' as const };
    const facts = readFacts('$9k on google and $3k on facebook', ctx);
    expect(facts).toEqual([
      { key: 'budget', op: 'set', value: { amount: 12_000, currency: 'USD', period: null } },
      { key: 'allocation', op: 'set', value: { shares: { 'google-ads': 75, facebook: 25 } } },
    ]);
    const apart = readFacts('budget 10k: google 7k, facebook 3k', ctx);
    expect(apart.find((f) => f.key === 'budget')?.value).toMatchObject({ amount: 10_000 });
    expect(apart.find((f) => f.key === 'allocation')?.value).toEqual({
      shares: { 'google-ads': 70, facebook: 30 },
    });
  });

  it('keeps the names of selected platforms out of the platforms reader', () => {
    const ctx = { step: 7 as const, awaiting: null, draft: base, now, act: 'statement' as const };
    expect(readFacts('mostly facebook', ctx).map((f) => f.key)).toEqual(['allocation']);
  });

  it('claims the numbers, so no budget is read from a split', () => {
    const ctx = { step: 7 as const, awaiting: null, draft: base, now, act: 'statement' as const };
    const keys = readFacts('85 google 15 facebook', ctx).map((f) => f.key);
    expect(keys).toEqual(['allocation']);
    const both = readFacts('$12k total, 60% google 40% facebook', ctx).map((f) => f.key);
    expect(both.sort()).toEqual(['allocation', 'budget']);
  });
});
