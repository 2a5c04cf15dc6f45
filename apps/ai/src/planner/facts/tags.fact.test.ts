import { createDraft, TAGS_MAX } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { readFacts } from './registry.ts';
import { tagsFact } from './tags.fact.ts';

const now = new Date('2026-11-24T12:00:00Z');

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(tagsFact, 1, text, opts);
  return { ...r, tags: r.draft.tags };
}

describe('tags fact', () => {
  it.each([
    ['tag it summer, promo', ['summer', 'promo']],
    ['tags: black friday, q4', ['black friday', 'q4']],
    ['#summer #sale', ['summer', 'sale']],
    ['Tags: Black Friday, Q4', ['black friday', 'q4']],
    ['tag it as holiday and gifting', ['holiday', 'gifting']],
    ['tagged with evergreen', ['evergreen']],
    ['add tags summer & sale pls', ['summer', 'sale']],
    ['tags are  retargeting /  q1', ['retargeting', 'q1']],
    ['tags: #summer #sale', ['summer', 'sale']],
    ['tag: brand-2026', ['brand-2026']],
    // More ways to say it.
    ['can u tag this one black friday and evergreen', ['black friday', 'evergreen']],
    ['tag that campaign retargeting', ['retargeting']],
    ['label it with: spring drop; influencer; test-b', ['spring drop', 'influencer', 'test-b']],
    ['tags = q3; brand', ['q3', 'brand']],
    ['add the tags "brand" and "always-on"', ['brand', 'always-on']],
    ['apply the labels “emea”, “h2”', ['emea', 'h2']],
    ['add summer as a tag', ['summer']],
    ['add promo and q4 as tags', ['promo', 'q4']],
  ])('reads "%s"', (text, tags) => {
    const run1 = run(text);
    expect(run1.facts).toEqual([{ key: 'tags', op: 'add', value: tags }]);
    expect(run1.tags).toEqual(tags);
  });

  it('adds to the tags already there by default', () => {
    expect(run('tag it promo', { draft: { tags: ['summer'] } }).tags).toEqual(['summer', 'promo']);
    expect(run('also tag it summer', { draft: { tags: ['summer'] } }).tags).toEqual(['summer']);
  });

  it('replaces the tags when told to, or on a correction', () => {
    expect(run('replace the tags with q4', { draft: { tags: ['summer'] } }).tags).toEqual(['q4']);
    expect(run('tags should only be q4', { draft: { tags: ['summer'] } }).tags).toEqual(['q4']);
    expect(run('actually tags: q4', { draft: { tags: ['summer'] }, act: 'correction' }).tags).toEqual(['q4']);
  });

  it('removes a named tag', () => {
    const r = run('remove the promo tag', { draft: { tags: ['summer', 'promo'] } });
    expect(r.facts).toEqual([{ key: 'tags', op: 'remove', value: ['promo'] }]);
    expect(r.tags).toEqual(['summer']);
    expect(
      run('drop the summer and promo tags', { draft: { tags: ['summer', 'promo', 'q4'] } }).tags,
    ).toEqual(['q4']);
    expect(run('remove tags: q4, promo', { draft: { tags: ['summer', 'promo', 'q4'] } }).tags).toEqual([
      'summer',
    ]);
    expect(run('untag promo', { draft: { tags: ['promo'] } }).tags).toEqual([]);
  });

  it('removes one tag and adds another in one message', () => {
    const r = run('remove the promo tag and tag it q4', { draft: { tags: ['summer', 'promo'] } });
    expect(r.tags).toEqual(['summer', 'q4']);
  });

  it('finds a removal after an unrelated instruction', () => {
    const r = run('drop the budget to 5k and remove the promo tag', { draft: { tags: ['promo'] } });
    expect(r.tags).toEqual([]);
  });

  it('says so when the tag to remove is not there', () => {
    const r = run('remove the winter tag', { draft: { tags: ['summer'] } });
    expect(r.tags).toEqual(['summer']);
    expect(r.warnings).toEqual(['There was no “winter” tag to remove.']);
  });

  it('keeps at most TAGS_MAX tags and says which were left out', () => {
    const existing = Array.from({ length: 9 }, (_, i) => `t${i}`);
    const r = run('tags: alpha, beta', { draft: { tags: existing } });
    expect(r.tags).toHaveLength(TAGS_MAX);
    expect(r.tags.at(-1)).toBe('alpha');
    expect(r.warnings).toEqual(['A campaign takes up to 10 tags, so I left out “beta”.']);
  });

  it('cuts a tag to 40 characters', () => {
    const r = run('tag: supercalifragilisticexpialidocious-limited-edition');
    expect(r.tags[0]).toHaveLength(40);
  });

  it('stops the list where the sentence moves on, leaving the rest for other readers', () => {
    const r = run('tags: summer, promo, budget 5k. objective sales');
    expect(r.tags).toEqual(['summer', 'promo']);
    expect(r.message.text).toContain('budget 5k');
    expect(r.message.text).toContain('objective sales');
    expect(run('tag it summer and make the budget 5k').tags).toEqual(['summer']);
    // Without a colon a semicolon still ends the list.
    expect(run('tag it promo; we want sales').tags).toEqual(['promo']);
  });

  it('claims what it read', () => {
    const r = run('Spring Sale, tags: summer, promo #q4');
    expect(r.message.text.trim()).toBe('Spring Sale,');
  });

  it('reads quoted tags on the creative step as tags, not headlines', () => {
    const draft = createDraft({ now });
    const facts = readFacts('tag this campaign "holiday" and "gifting"', {
      step: 5,
      awaiting: null,
      draft,
      now,
      act: 'statement',
    });
    expect(facts).toEqual([{ key: 'tags', op: 'add', value: ['holiday', 'gifting'] }]);
  });

  it('leaves a headline that starts with "tag" to the headlines', () => {
    expect(run('headline: Tag it, bag it').facts).toEqual([]);
    expect(run('the slogan should be tag your friends').facts).toEqual([]);
  });

  it('reads a bare answer only when the planner asked for tags', () => {
    expect(run('summer, promo', { awaiting: 'tags' }).tags).toEqual(['summer', 'promo']);
    expect(run('summer, promo').facts).toEqual([]);
  });

  it.each([
    'the price tag is $50',
    'call it Summer Sale',
    'we ship to #1 customers',
    'headline: "Summer #sale"',
    'add a name tag',
    'email anna@acme.com',
  ])('does not read "%s" as tags', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['tag it summer, promo', '#a #b #c', 'tags: x, y, z', 'remove the promo tag']) {
      const r = run(text, { draft: { tags: ['promo'] } });
      expect(campaignDraftSchema.safeParse(r.draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('tag it summer, promo').said).toEqual(['tags summer and promo']);
  });

  it('turns an LLM value into an add fact', () => {
    expect(tagsFact.llm?.toFacts(['Summer ', '#Promo', 'summer'])).toEqual([
      { key: 'tags', op: 'add', value: ['summer', 'promo'] },
    ]);
    expect(tagsFact.llm?.toFacts('summer')).toEqual([]);
  });
});

describe('tags fact: label words', () => {
  it.each([
    ['label it winter sale', ['winter sale']],
    ['labels: q2, brand', ['q2', 'brand']],
    ['file it under retention and loyalty', ['retention', 'loyalty']],
    ['labelled as evergreen', ['evergreen']],
  ])('reads the label words in "%s"', (text, tags) => {
    expect(run(text).tags).toEqual(tags);
  });

  it('leaves a white label alone', () => {
    expect(run('we sell white label software').facts).toEqual([]);
  });
});
