import { describe, expect, it } from 'vitest';
import { extractKpi, kpiMentions } from './kpi.ts';

const kpi = (text: string, objective: string) => extractKpi(text, objective, { loose: true })?.id;

describe('a KPI said as a sentence', () => {
  it.each([
    ['we judge it by how much a download sets us back', 'app_installs', 'cpi'],
    ['what every new user costs', 'app_installs', 'cpi'],
    ['install cost is what I watch', 'app_installs', 'cpi'],
    ['the price of each sign-up', 'leads', 'cpl'],
    ['what we pay per enquiry', 'leads', 'cpl'],
    ['cost for a single appointment', 'leads', 'cpl'],
    ['cost per booking', 'leads', 'cpl'],
    ['how much each order costs us', 'sales', 'cpa'],
    ['our CAC', 'sales', 'cpa'],
    ['customer acquisition cost', 'sales', 'cpa'],
    ['return on spend', 'sales', 'roas'],
    ['return on our ad dollars', 'sales', 'roas'],
    ['ROI mostly', 'sales', 'roas'],
    ['what a click costs', 'traffic', 'cpc'],
    ['price per visit', 'traffic', 'cpc'],
    ['cost of each interaction', 'engagement', 'cost_per_engagement'],
  ])('reads "%s" (%s) as %s', (text, objective, id) => {
    expect(kpi(text, objective)).toBe(id);
  });

  it.each([
    ['installs', 'app_installs', 'installs'],
    ['number of leads', 'leads', 'leads'],
  ])('a count stays a count: "%s"', (text, objective, id) => {
    expect(kpi(text, objective)).toBe(id);
  });

  it.each([
    ['what our customers want', 'sales'],
    ['the sale price is 20', 'sales'],
    ['what our users say', 'app_installs'],
  ])('reads no KPI in "%s"', (text, objective) => {
    expect(kpi(text, objective)).toBeUndefined();
  });

  it('a cost phrase is one mention', () => {
    expect(kpiMentions('what each install costs and retention').map((m) => m.id)).toEqual([
      'cpi',
      'day7_retention',
    ]);
  });
});
