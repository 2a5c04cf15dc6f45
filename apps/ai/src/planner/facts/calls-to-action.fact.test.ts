import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { callsToActionFact } from './calls-to-action.fact.ts';
import { type RunOptions, runFact } from './fact-test-helpers.ts';

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(callsToActionFact, 5, text, opts);
  return { ...r, ctas: r.draft.creatives.copy.callsToAction };
}

describe('calls to action fact', () => {
  it.each([
    ['CTA: Shop Now', ['Shop Now']],
    ["call to action 'Learn More'", ['Learn More']],
    ['button should say Sign Up', ['Sign Up']],
    ["use 'Book now' as the CTA", ['Book now']],
    ['cta: shop now', ['Shop Now']],
    ['CTAs: Shop Now, Learn More', ['Shop Now', 'Learn More']],
    ['ctas - shop now and learn more', ['Shop Now', 'Learn More']],
    ['CTA is Sign Up and Save', ['Sign Up and Save']],
    ['make “Get a Quote” the button', ['Get a Quote']],
    ['call-to-action: "Download the App"', ['Download the App']],
    ['the button text should read Start Free Trial. budget 5k', ['Start Free Trial']],
    ['CTA "Shop Now" or "Learn More"', ['Shop Now', 'Learn More']],
  ])('reads "%s"', (text, ctas) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'callsToAction', op: 'replace', value: ctas }]);
    expect(r.ctas).toEqual(ctas);
  });

  it.each([
    ['buttons: Learn More + Sign Up', ['Learn More', 'Sign Up']],
    ['cta Order Now, and the headline is fine', ['Order Now']],
    ['button Book a Table', ['Book a Table']],
    ['change the CTA to Get Directions', ['Get Directions']],
    ['switch the button to "Reserve"', ['Reserve']],
    // The button text first, unquoted.
    ["let's go with Download as the call to action", ['Download']],
    ['use Get Started as our CTA', ['Get Started']],
    ['pick book a demo for the button', ['Book A Demo']],
    ['we want Subscribe as the main call-to-action', ['Subscribe']],
  ])('reads "%s" (no separator, plus signs, edits)', (text, ctas) => {
    expect(run(text).ctas).toEqual(ctas);
  });

  it.each([
    'the cta is too long',
    'cta to go with it?',
    'what should the button be?',
    'use the headline as the CTA',
    'go with whatever you think as the cta',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('adds with "also" or "another", skipping one already there', () => {
    const draft = { creatives: { copy: { callsToAction: ['Shop Now'] } } };
    expect(run('also add a CTA: Learn More', { draft }).ctas).toEqual(['Shop Now', 'Learn More']);
    expect(run('another cta: shop now', { draft }).ctas).toEqual(['Shop Now']);
    expect(run('CTA: Learn More', { draft }).ctas).toEqual(['Learn More']);
  });

  it('removes a named call to action', () => {
    const draft = { creatives: { copy: { callsToAction: ['Shop Now', 'Learn More'] } } };
    const r = run('remove the Learn More CTA', { draft });
    expect(r.facts).toEqual([{ key: 'callsToAction', op: 'remove', value: ['Learn More'] }]);
    expect(r.ctas).toEqual(['Shop Now']);
    expect(run('drop the "Shop Now" button', { draft }).ctas).toEqual(['Learn More']);
    expect(run('remove the Book Now cta', { draft }).warnings).toEqual([
      'There was no “Book Now” call to action.',
    ]);
  });

  it('leaves out a call to action over 30 characters and says so', () => {
    const r = run('CTA: "Click here to find out everything about it"');
    expect(r.ctas).toEqual([]);
    expect(r.warnings).toEqual([
      'A call to action can be up to 30 characters, so I left out “Click here to find out everything about it”.',
    ]);
  });

  it('keeps at most five', () => {
    const draft = { creatives: { copy: { callsToAction: ['A1', 'B2', 'C3', 'D4', 'E5'] } } };
    const r = run('also CTA: Learn More', { draft });
    expect(r.ctas).toHaveLength(5);
    expect(r.warnings).toEqual(['Ads take up to 5 calls to action, so I left out “Learn More”.']);
  });

  it('claims its quote and label, leaving other quotes for the headlines', () => {
    const r = run('headlines "Fresh styles" "Shop spring", CTA: "Shop Now"');
    expect(r.ctas).toEqual(['Shop Now']);
    expect(r.message.freeQuotes().map((q) => q.text)).toEqual(['Fresh styles', 'Shop spring']);
    expect(r.message.text).not.toMatch(/CTA/);
  });

  it.each([
    'add a CTA to the ads',
    'what cta should we use?',
    'the cta button',
    'we want a call to action for sign ups',
    'call us at 555',
    'press the button',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['CTA: Shop Now', 'CTAs: a1, b2, c3, d4, e5, f6', `CTA: ${'x'.repeat(40)}`]) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('CTA: Shop Now').said).toEqual(['call to action “Shop Now”']);
  });

  it('turns an LLM value into a replace fact', () => {
    expect(callsToActionFact.llm?.toFacts(['shop now', 'Learn More'])).toEqual([
      { key: 'callsToAction', op: 'replace', value: ['Shop Now', 'Learn More'] },
    ]);
  });
});
