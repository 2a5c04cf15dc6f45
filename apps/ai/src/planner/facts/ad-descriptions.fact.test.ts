import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { adDescriptionsFact } from './ad-descriptions.fact.ts';
import { type RunOptions, runFact } from './fact-test-helpers.ts';

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(adDescriptionsFact, 5, text, opts);
  return { ...r, descriptions: r.draft.creatives.copy.descriptions };
}

describe('ad descriptions fact', () => {
  it.each([
    ['ad description: Free returns on every order', ['Free returns on every order']],
    ['body text: Handmade in Portland since 2009', ['Handmade in Portland since 2009']],
    ['primary text: Shop the drop before it sells out!', ['Shop the drop before it sells out!']],
    ['descriptions: "Free returns" "Ships in 24 hours"', ['Free returns', 'Ships in 24 hours']],
    [
      'ad descriptions: “Free returns”, “Ships in 24h” and “Gift wrap included”',
      ['Free returns', 'Ships in 24h', 'Gift wrap included'],
    ],
    ['ad text - 30 day money back, no questions asked', ['30 day money back, no questions asked']],
    ['body copy: Free returns | Ships in 24 hours', ['Free returns', 'Ships in 24 hours']],
    ['ad description is "Free returns on every order"', ['Free returns on every order']],
    ['description lines: Warm socks for cold feet', ['Warm socks for cold feet']],
    // "for the ads" after the label.
    [
      'body copy for the ads: Free returns for 45 days on every rug',
      ['Free returns for 45 days on every rug'],
    ],
    [
      'description line for the ads: Order by 3pm for next-day delivery',
      ['Order by 3pm for next-day delivery'],
    ],
    ['description for each ad: Made to order in 10 days', ['Made to order in 10 days']],
    ['body text on all ads - Loved by 20,000 runners', ['Loved by 20,000 runners']],
  ])('reads "%s"', (text, descriptions) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'descriptions', op: 'replace', value: descriptions }]);
    expect(r.descriptions).toEqual(descriptions);
  });

  it('reads a bare "description:" on the creative step only', () => {
    expect(run('description: Free returns on every order').descriptions).toEqual([
      'Free returns on every order',
    ]);
    expect(run('description: our big summer push', { step: 1 }).facts).toEqual([]);
    expect(run('description: Free returns', { step: 2, awaiting: 'descriptions' }).descriptions).toEqual([
      'Free returns',
    ]);
  });

  it('reads "description for the ads:" at any step', () => {
    expect(run('description for the ads: Ships in 24 hours', { step: 1 }).descriptions).toEqual([
      'Ships in 24 hours',
    ]);
  });

  it('reads ad copy anywhere when it is labelled as such', () => {
    expect(run('ad description: Free returns on every order', { step: 1 }).descriptions).toEqual([
      'Free returns on every order',
    ]);
  });

  it('adds to the descriptions with "also" or "another", replaces otherwise', () => {
    const draft = { creatives: { copy: { descriptions: ['Old line'] } } };
    expect(run('also ad description: New line', { draft }).descriptions).toEqual(['Old line', 'New line']);
    expect(run('add another description: "New line"', { draft }).descriptions).toEqual([
      'Old line',
      'New line',
    ]);
    expect(run('body text: New line', { draft }).descriptions).toEqual(['New line']);
    expect(run('also body text: New line', { draft, act: 'correction' }).descriptions).toEqual(['New line']);
  });

  it('claims the quotes it used, leaving other quotes for the headlines', () => {
    const r = run('headline "Fresh styles", ad description: "Free returns"');
    expect(r.descriptions).toEqual(['Free returns']);
    expect(r.message.freeQuotes().map((q) => q.text)).toEqual(['Fresh styles']);
  });

  it('stops unquoted copy where the message turns to another fact, keeping its full stop', () => {
    const r = run('primary text: Free returns on every order. budget 5k');
    expect(r.descriptions).toEqual(['Free returns on every order.']);
    expect(r.message.text).toContain('budget 5k');
  });

  it('cuts copy at 500 characters and keeps at most 10', () => {
    const r = run(`body text: ${'word '.repeat(140)}`);
    expect(r.descriptions[0]?.length).toBeLessThanOrEqual(500);
    expect(r.warnings).toEqual(['An ad description can be up to 500 characters, so I cut it there.']);
    const many = Array.from({ length: 10 }, (_, i) => `Line ${i}`);
    const more = run('also ad description: "Line 10"', {
      draft: { creatives: { copy: { descriptions: many } } },
    });
    expect(more.descriptions).toHaveLength(10);
    expect(more.warnings).toEqual(['Ads take up to 10 descriptions, so I left out 1.']);
  });

  it.each([
    'campaign description: our big summer push',
    'the ad text is too long',
    'write me some descriptions',
    'product description: handmade soap',
    'headline: Free returns',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it.each([
    [
      'ad text: Warm socks for cold feet. Knitted in Vermont.',
      ['Warm socks for cold feet. Knitted in Vermont.'],
    ],
    ['body copy - Built for trail runners. We also need weekly reports', ['Built for trail runners.']],
    ['desc: Same-day repairs, no appointment needed.', ['Same-day repairs, no appointment needed.']],
    ['ad copy body: Fresh flowers, delivered daily', ['Fresh flowers, delivered daily']],
    ['the description should be: Open late on Fridays.', ['Open late on Fridays.']],
    ['change the ad text to Hand-poured candles from Leeds', ['Hand-poured candles from Leeds']],
    ['swap the ad description with: Vegan leather, lifetime repairs', ['Vegan leather, lifetime repairs']],
    ['primary text: Cut your commute. CTA: Ride Now', ['Cut your commute.']],
    ['ad text: Plans from $9 a month, budget is 5k', ['Plans from $9 a month']],
  ])('reads the copy in "%s" as typed', (text, descriptions) => {
    expect(run(text).descriptions).toEqual(descriptions);
  });

  it('does not read a request for ad text as copy', () => {
    expect(run('can you write the ad text to go with them?').facts).toEqual([]);
    expect(run('ad text ideas please').facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['descriptions: "A1" "B2"', `body text: ${'y'.repeat(800)}`]) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('ad description: Free returns').said).toEqual(['ad description “Free returns”']);
  });

  it('turns an LLM value into a replace fact', () => {
    expect(adDescriptionsFact.llm?.toFacts([' Free  returns '])).toEqual([
      { key: 'descriptions', op: 'replace', value: ['Free returns'] },
    ]);
    expect(adDescriptionsFact.llm?.toFacts([])).toEqual([]);
  });
});
