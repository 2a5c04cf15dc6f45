import { createDraft } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { adDescriptionsFact } from './ad-descriptions.fact.ts';
import { descriptionFact } from './description.fact.ts';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { MessageText } from './message-text.ts';

const now = new Date('2026-11-24T12:00:00Z');

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(descriptionFact, 1, text, opts);
  return { ...r, description: r.draft.description };
}

describe('description fact', () => {
  it.each([
    ['description: our big summer push', 'our big summer push'],
    ['campaign description - spring launch for new customers', 'spring launch for new customers'],
    ['describe it as our Q4 retention push', 'our Q4 retention push'],
    ['Description: "Our big summer push. Everything must go!"', 'Our big summer push. Everything must go!'],
    ['the campaign description is  back to school   for parents', 'back to school for parents'],
    ['descripton: holiday gifting for dads', 'holiday gifting for dads'],
    ['discription - back to school', 'back to school'],
    ['describe the campaign as a teaser for the v2.0 launch', 'a teaser for the v2.0 launch'],
    ['description = evergreen brand campaign', 'evergreen brand campaign'],
    ['called Summer Sizzle, description: our big summer push. budget 5k', 'our big summer push'],
  ])('reads "%s"', (text, description) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'description', op: 'set', value: description }]);
    expect(r.description).toBe(description);
  });

  it('stops at a comma that starts another instruction and leaves it unclaimed', () => {
    const r = run('description: our big summer push, budget 5k, targeting the US');
    expect(r.description).toBe('our big summer push');
    expect(r.message.text).toContain('budget 5k');
  });

  it('claims the label and the text', () => {
    const r = run('description: our big summer push. objective sales');
    expect(r.message.text.trim()).toBe('. objective sales');
  });

  it('cuts a long description at a word boundary and says so', () => {
    const long = `description: ${'word '.repeat(150)}`;
    const r = run(long);
    expect(r.description.length).toBeLessThanOrEqual(500);
    expect(r.description.endsWith('word')).toBe(true);
    expect(r.warnings).toEqual(['The description can be up to 500 characters, so I cut it there.']);
  });

  it('reads a bare answer only when the planner asked for the description', () => {
    expect(run('our big summer push', { awaiting: 'description' }).description).toBe('our big summer push');
    expect(run('our big summer push').facts).toEqual([]);
    expect(run('what should it say?', { awaiting: 'description' }).facts).toEqual([]);
  });

  it.each([
    'ad description: Free returns on every order',
    'descriptions: "A" "B"',
    'product description: handmade soap',
    'body text: Free returns',
    'the ads need a better description',
    'what is a description for?',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('leaves a bare "description:" on the creative step to the ad descriptions', () => {
    expect(run('description: Free returns on every order', { step: 5 }).facts).toEqual([]);
    expect(run('campaign description: spring push', { step: 5 }).description).toBe('spring push');
  });

  it('works alongside the ad descriptions reader on one message', () => {
    const message = new MessageText('campaign description: spring push. ad description: Free returns');
    const ctx = {
      step: 1 as const,
      awaiting: null,
      draft: createDraft({ now }),
      now,
      act: 'statement' as const,
    };
    expect(adDescriptionsFact.read(message, ctx)).toEqual([
      { key: 'descriptions', op: 'replace', value: ['Free returns'] },
    ]);
    expect(descriptionFact.read(message, ctx)).toEqual([
      { key: 'description', op: 'set', value: 'spring push' },
    ]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['description: our big summer push', `description: ${'x'.repeat(900)}`]) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back, shortened', () => {
    expect(run('description: our big summer push').said).toEqual(['description “our big summer push”']);
  });

  it('turns an LLM value into a set fact', () => {
    expect(descriptionFact.llm?.toFacts(' our push ')).toEqual([
      { key: 'description', op: 'set', value: 'our push' },
    ]);
    expect(descriptionFact.llm?.toFacts(3)).toEqual([]);
  });

  it.each([
    ['desc: grand opening of the Bristol store', 'grand opening of the Bristol store'],
    ['Desc - winter coats for commuters in Oslo', 'winter coats for commuters in Oslo'],
    ['set the description to: relaunch of our summer menu', 'relaunch of our summer menu'],
    ['change the campaign description to back to school in Texas', 'back to school in Texas'],
    [
      'for the description write: black friday teaser for loyal buyers',
      'black friday teaser for loyal buyers',
    ],
    ['description should read: spring clearance across Europe', 'spring clearance across Europe'],
    ['update our description as Q3 push for the enterprise team', 'Q3 push for the enterprise team'],
  ])('reads the label form "%s"', (text, description) => {
    expect(run(text, { step: 3 }).description).toBe(description);
  });

  it('claims a description whose words name a city, a season or a platform', () => {
    const r = run('desc: christmas launch on tiktok in Paris, budget 5k');
    expect(r.description).toBe('christmas launch on tiktok in Paris');
    expect(r.message.text).not.toMatch(/christmas|tiktok|Paris/);
    expect(r.message.text).toContain('budget 5k');
  });

  it.each(['the product description is too long', 'change the ad description to Free returns'])(
    'leaves "%s" alone',
    (text) => {
      expect(run(text).facts).toEqual([]);
    },
  );
});
