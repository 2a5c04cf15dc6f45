import { describe, expect, it } from 'vitest';
import { isNegated, recognise } from './recognise.ts';
import { resolveOverlaps, type ValueSpan } from './spans.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const spans = (text: string) => recognise(text, NOW).spans;
const NAMES: { [K in ValueSpan['kind']]: (s: Extract<ValueSpan, { kind: K }>) => string } = {
  entity: (s) => `${s.type}:${s.values.join('|')}`,
  ratio: (s) => `ratio:${s.parts.join('/')}`,
  money: (s) => `money:${s.amount}${s.currency ?? ''}`,
  range: (s) => `range:${s.low}-${s.high}${s.unit ? `:${s.unit}` : ''}`,
  percent: (s) => `percent:${s.value}`,
  date: (s) => `date:${s.from}${s.to ? `..${s.to}` : ''}`,
  duration: (s) => `duration:${s.days}d`,
  count: (s) => `count:${s.value} ${s.noun}`,
  quote: (s) => `quote:${s.value}`,
};
/** Each span in one short word: "money:20000USD", "place:country:CA". */
const brief = (text: string) => spans(text).map((s) => (NAMES[s.kind] as (x: ValueSpan) => string)(s));

describe('the overlap rule', () => {
  const at = (kind: ValueSpan['kind'], start: number, end: number) =>
    ({ kind, start, end, text: '', value: '' }) as unknown as ValueSpan;

  it('keeps the longest span, then the kind with priority, and never two that overlap', () => {
    const kept = resolveOverlaps([
      at('date', 0, 3),
      at('ratio', 0, 3),
      at('count', 0, 10),
      at('entity', 12, 15),
    ]);
    expect(kept.map((s) => s.kind)).toEqual(['count', 'entity']);
    expect(resolveOverlaps([at('date', 0, 3), at('ratio', 0, 3)]).map((s) => s.kind)).toEqual(['ratio']);
  });
});

describe('numbers', () => {
  it('reads money with its currency, symbol before or word after, and multipliers', () => {
    expect(brief('budget $20k')).toEqual(['money:20000USD']);
    expect(brief('€1,500 a month')).toContain('money:1500EUR');
    expect(brief('2 grand in pounds')).toEqual(['money:2000', 'currency:GBP']);
    expect(brief('C$500')).toEqual(['money:500CAD']);
  });

  it('reads ranges, a multiplier said once counting for both ends', () => {
    expect(brief('$20-30k')).toEqual(['range:20000-30000:money']);
    expect(brief('ages 25-45')).toEqual(['range:25-45']);
    expect(brief('10 to 15%')).toEqual(['range:10-15:percent']);
  });

  it('reads splits as ratios: "60/40 in favour of instagram", "50:30:20", "3/4 to google" (not a date)', () => {
    expect(brief('60/40 in favour of instagram')).toEqual(['ratio:60/40', 'platform:instagram']);
    expect(brief('50:30:20 across google, meta and tiktok')[0]).toBe('ratio:50/30/20');
    expect(brief('3/4 to google, rest to insta')).toEqual([
      'ratio:75/25',
      'platform:google-ads',
      'platform:instagram',
    ]);
    expect(brief('split it 50-50')).toEqual(['ratio:50/50']);
  });

  it('leaves a date a date when nothing makes it a share', () => {
    expect(brief('start 3/4')[0]).toMatch(/^date:2027-03-04/);
  });

  it('reads percentages, durations and counts', () => {
    expect(brief('15% off')).toEqual(['percent:15']);
    expect(brief('run it for 6 weeks')).toEqual(['duration:42d']);
    expect(brief('a two-week burst')).toEqual(['duration:14d']);
    expect(brief('a chain of 4 yoga studios')).toEqual(['count:4 yoga studios']);
    expect(brief('what would 30k get me?')).not.toContain('count:30000 get me');
  });

  it('keeps a cost target apart from the budget: "$2 per install" is money beside a KPI', () => {
    expect(brief('keep it under $2 per install')).toEqual(['money:2USD', 'kpi:installs']);
  });
});

describe('dates', () => {
  it('reads dates through the planner chrono, seasons and holidays included', () => {
    const [date] = spans('launch on March 3') as Extract<ValueSpan, { kind: 'date' }>[];
    expect(date?.from).toBe('2027-03-03');
    // Black Friday 2026 was yesterday (27 November): the next one.
    expect(spans('Black Friday push')).toMatchObject([
      { kind: 'date', from: '2027-11-26', label: 'black friday' },
    ]);
  });
});

describe('entities', () => {
  it('reads every vocabulary: platforms, KPIs, objectives, devices, genders, currencies', () => {
    expect(brief('google and fb, women on mobile, CPA')).toEqual([
      'platform:google-ads',
      'platform:facebook',
      'gender:female',
      'device:mobile',
      'kpi:cpa',
    ]);
  });

  it('reads "US, UK, CA, AU" as four countries: CA beside countries is Canada, not California', () => {
    expect(brief('US, UK, CA, AU')).toEqual([
      'place:country:US',
      'place:country:GB',
      'place:country:CA',
      'place:country:AU',
    ]);
  });

  it('reads "in LA" as Los Angeles, and a state after a town: "Oakland, CA"', () => {
    expect(brief('ads in LA')).toEqual(['place:city:Los Angeles']);
    expect(brief('Target Oakland, CA only')).toEqual(['place:region:US-CA']);
  });

  it('reads place shorthand and groups: "us & canada", "UAE and Saudi", Iberia, DACH', () => {
    expect(brief('us & canada')).toEqual(['place:country:US', 'place:country:CA']);
    expect(brief('tell us more')).toEqual([]);
    expect(brief('UAE and Saudi')).toEqual(['place:country:AE', 'place:country:SA']);
    expect(brief('Iberia and DACH')).toEqual(['place:group:iberia', 'place:group:dach']);
  });

  it('reads misspellings once, by edit distance', () => {
    expect(brief('instagarm in germnay')).toEqual(['platform:instagram', 'place:country:DE']);
  });
});

describe('structure', () => {
  it('reads quoted text (double, curly and single quotes), hiding what is inside', () => {
    expect(brief(`name it "Spring Sale" and 'Summer Drop'`)).toEqual([
      'quote:Spring Sale',
      'quote:Summer Drop',
    ]);
    expect(brief("we're 'Fresh Bread Daily'")).toEqual(['quote:Fresh Bread Daily']);
  });

  const items = (text: string) => recognise(text, NOW).items.map((i) => i.text);

  it('reads list items in everyday formats: bullets, numbered lines, pipes, "headline 1: … headline 2: …"', () => {
    expect(items('headlines:\n- Fresh bread daily\n- Baked at dawn\n* Open till late')).toEqual([
      'Fresh bread daily',
      'Baked at dawn',
      'Open till late',
    ]);
    expect(items('1. Shop now\n2) Learn more\n(3) Sign up')).toEqual(['Shop now', 'Learn more', 'Sign up']);
    expect(items('Fast | Fresh | Local')).toEqual(['Fast', 'Fresh', 'Local']);
    expect(items('headline 1: Big Sale headline 2: Last Chance')).toEqual(['Big Sale', 'Last Chance']);
    expect(items('a single - dash is not a list')).toEqual([]);
  });

  const negated = (text: string) => {
    const r = recognise(text, NOW);
    return r.spans.filter((s) => isNegated(r, s)).map((s) => s.text);
  };

  it('reads what a negation or removal covers', () => {
    expect(negated('nah scrap tiktok')).toEqual(['tiktok']);
    expect(negated('no tiktok, no linkedin - rest is fine')).toEqual(['tiktok', 'linkedin']);
    expect(negated('anything but LinkedIn')).toEqual(['LinkedIn']);
    expect(negated('we tried tiktok last year, waste of money')).toEqual(['tiktok']);
    expect(negated('google and meta, not tiktok')).toEqual(['tiktok']);
  });

  it('ends a negation where the sentence chooses again, and reads a complaint as a removal', () => {
    expect(negated('no tablets just desktop and mobile')).toEqual(['tablets']);
    expect(negated('our site is awful on mobile')).toEqual(['mobile']);
    expect(negated('mobile only because the site is awful on desktop')).toEqual(['desktop']);
    expect(negated('the site is slow, so just mobile')).toEqual([]);
  });

  it('reads which sentences ask', () => {
    const r = recognise('Budget is 20k. What would 30k get me? how about tiktok', NOW);
    expect(r.questions.map((q) => q.text)).toEqual(['What would 30k get me?', 'how about tiktok']);
  });
});
