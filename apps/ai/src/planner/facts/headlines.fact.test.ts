import type { StepNumber } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { runFact } from './fact-test-helpers.ts';
import { headlinesFact } from './headlines.fact.ts';

function run(text: string, opts: { headlines?: string[]; step?: StepNumber; awaiting?: string | null } = {}) {
  const r = runFact(headlinesFact, 5, text, {
    draft: { creatives: { copy: { headlines: opts.headlines ?? [] } } },
    step: opts.step,
    awaiting: opts.awaiting ?? undefined,
  });
  return { facts: r.facts, headlines: r.draft.creatives.copy.headlines, message: r.message };
}

describe('headlines fact', () => {
  it.each([
    [
      'headlines: Cosy socks / Warm toes all winter / Knit in Vermont',
      ['Cosy socks', 'Warm toes all winter', 'Knit in Vermont'],
    ],
    ['my headlines - Fast fixes; Honest prices', ['Fast fixes', 'Honest prices']],
    ['headline: Open till 10pm. CTA: Visit Us', ['Open till 10pm']],
    ['1. Ride further\n2. Charge faster\n3. Smile more', ['Ride further', 'Charge faster', 'Smile more']],
    [
      '(1) Fresh pasta daily (2) Family recipes since 1982',
      ['Fresh pasta daily', 'Family recipes since 1982'],
    ],
    ['headlines are: 1) Sleep better 2) Wake up happy', ['Sleep better', 'Wake up happy']],
  ])('reads the list in "%s"', (text, headlines) => {
    expect(run(text).headlines).toEqual(headlines);
  });

  it.each([
    [
      "headlines 'Quiet mornings' and 'Coffee that waits for you'",
      ['Quiet mornings', 'Coffee that waits for you'],
    ],
    ["headline: 'Dogs welcome'", ['Dogs welcome']],
    [
      "my headlines are 'Fix it today', 'Honest quotes' or 'Local pros'",
      ['Fix it today', 'Honest quotes', 'Local pros'],
    ],
  ])('reads single-quoted headlines after the label in "%s"', (text, headlines) => {
    expect(run(text).headlines).toEqual(headlines);
  });

  it('keeps an apostrophe inside an unquoted headline', () => {
    expect(run("headline: Austin's friendliest dentist").headlines).toEqual(["Austin's friendliest dentist"]);
  });

  it('keeps 24/7 inside one headline', () => {
    expect(run('headline: Plumbers on call 24/7').headlines).toEqual(['Plumbers on call 24/7']);
  });

  it.each([
    ['make the first headline Bold coffee, brewed slow', ['Bold coffee, brewed slow', 'B', 'C']],
    ['replace headline 3 with "Roasted this morning"', ['A', 'B', 'Roasted this morning']],
    ['the last headline should be: Beans to your door', ['A', 'B', 'Beans to your door']],
    ['swap the 2nd headline for Single origin only', ['A', 'Single origin only', 'C']],
    ['remove the third headline', ['A', 'B']],
    ['delete headline 1 and drop the last one', ['B']],
    ['headline 4: Try a tasting flight', ['A', 'B', 'C', 'Try a tasting flight']],
  ])('edits by position: "%s"', (text, headlines) => {
    expect(run(text, { headlines: ['A', 'B', 'C'] }).headlines).toEqual(headlines);
  });

  it('replaces the headline the message refers to', () => {
    const headlines = ['Spring styles are here', 'Free gift wrap on every order'];
    expect(
      run('we stopped the gift wrap, swap that one for "New colours weekly"', { headlines }).headlines,
    ).toEqual(['Spring styles are here', 'New colours weekly']);
  });

  it('leaves "drop the second one" to the open suggestion', () => {
    expect(run('drop the second one', { headlines: ['A', 'B'], awaiting: 'headlines' }).facts).toEqual([]);
    expect(run('drop the second one', { headlines: ['A', 'B'] }).headlines).toEqual(['A']);
  });

  it('claims the edited words, so they set nothing else', () => {
    const r = run('change the second headline to Shop the winter edit', { headlines: ['A', 'B'] });
    expect(r.headlines).toEqual(['A', 'Shop the winter edit']);
    expect(r.message.text.trim()).toBe('');
  });

  it('does not read a lone number or an edit outside copy', () => {
    expect(run('1. we sell boots', { step: 3 }).facts).toEqual([]);
    expect(run('change the second one to Canada', { headlines: ['A', 'B'], step: 4 }).facts).toEqual([]);
  });
});
