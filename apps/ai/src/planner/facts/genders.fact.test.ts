import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { slotFact } from './slots.ts';

const gendersFact = slotFact('genders');

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(gendersFact, 4, text, opts);
  return { ...r, genders: r.draft.targeting.demographics.genders };
}

describe('genders fact', () => {
  it.each([
    ['women 25-40', ['female']],
    ['men only', ['male']],
    ['moms', ['female']],
    ['female founders in the US', ['female']],
    ['target busy mums and new mothers', ['female']],
    ['only dads pls', ['male']],
    ['young guys into gaming', ['male']],
    ['ladies 30+', ['female']],
    ['MEN 18-24', ['male']],
    // Typos and plain synonyms.
    ['wommen 30-45', ['female']],
    ['femals over 40', ['female']],
    ['woemn in the UK', ['female']],
    ['gents 35+', ['male']],
    ['fellas who lift', ['male']],
    ['mens only', ['male']],
  ])('reads "%s"', (text, genders) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'genders', op: 'replace', value: genders }]);
    expect(r.genders).toEqual(genders);
  });

  it.each(['both men and women', 'all genders', 'women and men 25-54', 'any gender', 'regardless of gender'])(
    'reads "%s" as everyone (an empty list)',
    (text) => {
      expect(run(text, { draft: { targeting: { demographics: { genders: ['female'] } } } }).genders).toEqual(
        [],
      );
    },
  );

  it('claims only the gender word, leaving the ages to the ages fact', () => {
    const r = run('women 25-40 in Denver');
    expect(r.message.text).toBe('      25-40 in Denver');
  });

  it('adds with "also": women plus men is everyone', () => {
    const r = run('also men', { draft: { targeting: { demographics: { genders: ['female'] } } } });
    expect(r.facts).toEqual([{ key: 'genders', op: 'add', value: ['male'] }]);
    expect(r.genders).toEqual([]);
    expect(r.said).toEqual(['genders all']);
  });

  it('removes a gender from everyone, leaving the other', () => {
    const r = run('no men');
    expect(r.facts).toEqual([{ key: 'genders', op: 'remove', value: ['male'] }]);
    expect(r.genders).toEqual(['female']);
    expect(run("we don't target women").genders).toEqual(['male']);
  });

  it('refuses to leave out every gender', () => {
    const r = run('exclude women', { draft: { targeting: { demographics: { genders: ['female'] } } } });
    expect(r.genders).toEqual(['female']);
    expect(r.warnings).toEqual([
      "The audience can't leave out both men and women, so I kept the genders as they were.",
    ]);
  });

  it('reads women, not men, from "women, not men"', () => {
    const r = run('women, not men');
    expect(r.genders).toEqual(['female']);
  });

  it.each([
    'we sell womenswear',
    "men's shoes and women's bags",
    'a menswear brand',
    'hey guys, budget 5k',
    'Mothers Day sale',
    'a woman-owned bakery',
    'mention it in the menu',
    "girls' night out",
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['women 25-40', 'men only', 'both men and women', 'no men', 'also men']) {
      const r = run(text, { draft: { targeting: { demographics: { genders: ['female'] } } } });
      expect(campaignDraftSchema.safeParse(r.draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('women 25-40').said).toEqual(['genders women']);
  });

  it('turns an LLM value into a fact; an empty list is everyone', () => {
    expect(gendersFact.llm?.toFacts(['female'])).toEqual([
      { key: 'genders', op: 'replace', value: ['female'] },
    ]);
    expect(gendersFact.llm?.toFacts([])).toEqual([{ key: 'genders', op: 'replace', value: 'all' }]);
    expect(gendersFact.llm?.toFacts(['other'])).toEqual([]);
  });
});
