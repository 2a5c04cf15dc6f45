import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { reportingFact } from './reporting.fact.ts';

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(reportingFact, 2, text, opts);
  return { ...r, reporting: r.draft.reporting };
}

describe('reporting fact', () => {
  it.each([
    ['weekly reports', { frequency: 'weekly' }],
    ['send me a report every month', { frequency: 'monthly' }],
    [
      'weekly reports to anna@acme.com as PDF',
      { frequency: 'weekly', recipients: ['anna@acme.com'], format: 'pdf' },
    ],
    ['Daily performance summary pls', { frequency: 'daily' }],
    ['reporting frequency: monthly', { frequency: 'monthly' }],
    [
      'csv reports to Bob@Acme.com and cara@acme.co.uk',
      { format: 'csv', recipients: ['bob@acme.com', 'cara@acme.co.uk'] },
    ],
    ['reports once a week in excel', { frequency: 'weekly', format: 'csv' }],
    ['just show reports on the dashboard', { format: 'dashboard' }],
    ['cc dan@acme.com on the reports.', { recipients: ['dan@acme.com'] }],
    ['monthly reprots in pdf', { frequency: 'monthly', format: 'pdf' }],
  ])('reads "%s"', (text, value) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'reporting', op: 'add', value }]);
    expect(r.reporting).toMatchObject(value);
  });

  it('adds recipients to the list', () => {
    const r = run('also send the reports to bob@acme.com', {
      draft: { reporting: { recipients: ['anna@acme.com'] } },
    });
    expect(r.reporting.recipients).toEqual(['anna@acme.com', 'bob@acme.com']);
    expect(r.said).toEqual(['reporting to anna@acme.com and bob@acme.com']);
  });

  it('replaces recipients with "only", and removes the ones the advertiser stops', () => {
    const draft = { reporting: { recipients: ['anna@acme.com', 'bob@acme.com'] } };
    expect(run('only send reports to cara@acme.com', { draft }).reporting.recipients).toEqual([
      'cara@acme.com',
    ]);
    const r = run('stop sending reports to bob@acme.com', { draft });
    expect(r.facts).toEqual([{ key: 'reporting', op: 'remove', value: { recipients: ['bob@acme.com'] } }]);
    expect(r.reporting.recipients).toEqual(['anna@acme.com']);
    expect(run('remove anna@acme.com from the reports', { draft }).reporting.recipients).toEqual([
      'bob@acme.com',
    ]);
  });

  it('says which addresses are not valid and keeps the rest', () => {
    const r = run('weekly reports to anna@acme and bob@acme.com');
    expect(r.reporting.recipients).toEqual(['bob@acme.com']);
    expect(r.reporting.frequency).toBe('weekly');
    expect(r.warnings).toEqual(['“anna@acme” is not a valid e-mail address, so I left it out.']);
  });

  it('reads the reporting part of a message and leaves the budget alone', () => {
    const r = run('daily budget $50, weekly reports to anna@acme.com');
    expect(r.reporting).toMatchObject({ frequency: 'weekly', recipients: ['anna@acme.com'] });
    expect(r.message.text).toContain('daily budget $50');
    expect(r.message.text).not.toContain('anna@');
  });

  it('says plainly that a frequency we do not offer cannot be used', () => {
    const r = run('bi-weekly reports to anna@acme.com');
    expect(r.facts).toEqual([
      { key: 'reporting', op: 'add', value: { unsupported: 'bi-weekly', recipients: ['anna@acme.com'] } },
    ]);
    expect(r.reporting).toMatchObject({ frequency: 'daily', recipients: ['anna@acme.com'] });
    expect(r.warnings).toEqual([
      'Reports can go out daily, weekly or monthly, not bi-weekly; it stays daily.',
    ]);
    expect(run('send reports quarterly').warnings).toEqual([
      'Reports can go out daily, weekly or monthly, not quarterly; it stays daily.',
    ]);
  });

  it('leaves a billing e-mail to the payment step', () => {
    const r = run('billing email is pay@acme.com, weekly reports to anna@acme.com');
    expect(r.reporting.recipients).toEqual(['anna@acme.com']);
    expect(r.message.text).toContain('pay@acme.com');
  });

  it.each([
    'daily budget of $500',
    'make it a weekly budget',
    'email anna@acme.com',
    'show me the dashboard',
    'billing email: pay@acme.com for the reports',
    'upload the brand pdf',
    'we post weekly updates on instagram',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of [
      'weekly reports to anna@acme.com as PDF',
      'reports to x@y and z@w.io',
      'monthly csv report',
    ]) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('weekly reports to anna@acme.com as PDF').said).toEqual([
      'reporting weekly, to anna@acme.com, as PDF',
    ]);
  });

  it('turns an LLM value into a fact', () => {
    expect(reportingFact.llm?.toFacts({ frequency: 'weekly', recipients: ['A@acme.com'] })).toEqual([
      { key: 'reporting', op: 'add', value: { frequency: 'weekly', recipients: ['a@acme.com'] } },
    ]);
    expect(reportingFact.llm?.toFacts({ frequency: 'hourly' })).toEqual([]);
  });

  it.each([
    [
      'send a weekly pdf to cfo@northwind.io',
      { frequency: 'weekly', format: 'pdf', recipients: ['cfo@northwind.io'] },
    ],
    [
      'monthly spreadsheet to ops@acme.com please',
      { frequency: 'monthly', format: 'csv', recipients: ['ops@acme.com'] },
    ],
    ['email a daily update to lee@shop.co', { frequency: 'daily', recipients: ['lee@shop.co'] }],
    ['reports every friday to sam@acme.com', { frequency: 'weekly', recipients: ['sam@acme.com'] }],
    ['every monday morning send the report to a@b.co', { frequency: 'weekly', recipients: ['a@b.co'] }],
    ['report on the first of every month', { frequency: 'monthly' }],
    ['reports each morning as csv', { frequency: 'daily', format: 'csv' }],
  ])('reads "%s"', (text, value) => {
    const r = run(text);
    expect(r.facts[0]?.value).toEqual(value);
  });

  it.each(['we send a weekly newsletter', 'daily budget of 50 and a report to a@b.co'])(
    'reads no frequency from "%s"',
    (text) => {
      expect(run(text).facts[0]?.value.frequency).toBeUndefined();
    },
  );

  it.each([
    [
      'email me a pdf each week at boss@shop.io',
      { frequency: 'weekly', format: 'pdf', recipients: ['boss@shop.io'] },
    ],
    ['send reports to kim@acme.co.uk monthly', { frequency: 'monthly', recipients: ['kim@acme.co.uk'] }],
    [
      'share the spreadsheet with ops@x.io every friday',
      { frequency: 'weekly', format: 'csv', recipients: ['ops@x.io'] },
    ],
  ])('reads a file sent, and past the dots of an address, in "%s"', (text, value) => {
    expect(run(text).facts[0]?.value).toEqual(value);
  });
});
