import { createDraft, type Objective } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { reviewCompliance } from '@northstar/shared/compliance';
import { describe, expect, it } from 'vitest';
import { recommendCopy } from '../steps/step-5-creative.ts';
import { industryFamily } from './industry-copy.ts';

// Suggested copy fits the business the advertiser described: its kind, name and place, never another
// industry's phrasing; a regulated campaign's suggestions pass its own compliance review. Issue 21 item 5.

const NOW = new Date('2026-11-24T12:00:00Z');
const memory = { memory: { offers: [], deniedOffers: [], rejected: [] } } as never;

function business(name: string, industry: string, objective: Objective, city = ''): CampaignDraft {
  const d = createDraft({ now: NOW });
  return {
    ...d,
    campaignName: name,
    industry,
    objective,
    platforms: { ...d.platforms, selected: ['google-ads', 'facebook'] },
    targeting: {
      ...d.targeting,
      geography: { countries: ['US'], regions: [], cities: city ? [city] : [] },
    },
  };
}

/** Every headline, description and call to action the planner would suggest first and next. */
function suggested(d: CampaignDraft): string {
  return [0, 1]
    .map((v) => recommendCopy(d, memory, v, ['headlines', 'descriptions', 'callsToAction'])?.summary ?? '')
    .join(' ');
}

const ELSEWHERE = /Request a Demo|Shop New Arrivals|Shop Now|Buy Now|Get the App|Install/i;

describe('copy suggestions', () => {
  it.each([
    [
      'Smile Bright',
      'dental clinic',
      'leads',
      'Austin',
      /Dental Clinic in Austin|Austin Dental Clinic/,
      'Book Now',
    ],
    ['Paws for Hope', 'animal rescue charity', 'sales', '', /Donate to Paws for Hope/, 'Donate Now'],
    ['Rise and Shine', 'bakery', 'sales', 'Leeds', /Leeds/, 'Order Now'],
    ['Iron Yard', 'gym', 'leads', 'Manchester', /Train at Iron Yard|Manchester/, 'Join Now'],
    [
      'Hartley Legal',
      'family law firm',
      'leads',
      'Boston',
      /Family Law Firm in Boston|Talk to Hartley Legal/,
      'Contact Us',
    ],
    [
      'FixIt Fast',
      'emergency plumber',
      'leads',
      'Phoenix',
      /Emergency Plumber in Phoenix|Phoenix/,
      'Get Quote',
    ],
    ['Lakeview Homes', 'real estate agency', 'leads', 'Seattle', /Homes in Seattle/, 'Contact Us'],
    ['Harbour Stays', 'boutique hotel', 'sales', 'Brighton', /Stay at Harbour Stays|Brighton/, 'Book Now'],
    [
      'Spark Coding',
      'online coding bootcamp',
      'leads',
      '',
      /Learn With Spark Coding|Enrol at Spark Coding/,
      'Apply Now',
    ],
  ] as const)(
    'for %s (%s) use the business, its place and its own call to action',
    (name, industry, objective, city, fits, cta) => {
      const copy = suggested(business(name, industry, objective, city));
      expect(copy).toMatch(fits);
      expect(copy).toContain(cta);
      expect(copy).not.toMatch(ELSEWHERE);
    },
  );

  it('keep "Request a Demo" for software, where it belongs', () => {
    expect(suggested(business('Flowboard', 'project management software', 'leads'))).toMatch(
      /Request a Demo|Book a Flowboard Demo/,
    );
  });

  it('never use another industry’s phrasing when the business is not known', () => {
    for (const objective of ['leads', 'sales'] as const)
      expect(suggested(business('Northwind', '', objective))).not.toMatch(/Request a Demo|Shop New Arrivals/);
  });

  it('read the kind of business from the industry first, then the name', () => {
    expect(industryFamily({ industry: 'orthodontist', campaignName: 'Spring' })).toBe('health');
    expect(industryFamily({ industry: '', campaignName: 'Downtown Bakery Week' })).toBe('food');
    expect(industryFamily({ industry: 'nonprofit', campaignName: 'Shop for Good' })).toBe('charity');
    expect(industryFamily({ industry: '', campaignName: 'Q1 Push' })).toBeNull();
  });

  it('offer a regulated campaign only copy that passes its own compliance review', () => {
    const d = createDraft({ now: NOW, campaignType: 'regulated' });
    const cannabis: CampaignDraft = {
      ...d,
      // "Candy" in a cannabis ad reads as aimed at children: no idea may carry the name.
      campaignName: 'Candy Kush Friday',
      industry: 'dispensary',
      objective: 'traffic',
      regulatedCategory: 'cannabis',
      platforms: { ...d.platforms, selected: ['mantis', 'traffic-roots'] },
      targeting: {
        ...d.targeting,
        geography: { countries: ['US'], regions: ['Colorado'], cities: [] },
        demographics: { ...d.targeting.demographics, ageMin: 21 },
      },
    };
    expect(recommendCopy(cannabis, memory, 0, ['headlines'])).not.toBeNull();
    for (const variant of [0, 1, 2]) {
      const rec = recommendCopy(cannabis, memory, variant, ['headlines', 'descriptions']);
      if (!rec) continue;
      expect(rec.summary).not.toMatch(/candy/i);
      const copy = rec.patch.creatives?.copy;
      const withCopy = {
        ...cannabis,
        creatives: {
          ...cannabis.creatives,
          copy: { ...cannabis.creatives.copy, ...(copy as Partial<CampaignDraft['creatives']['copy']>) },
        },
      };
      const blockers = reviewCompliance(withCopy).findings.filter((f) => f.severity === 'blocker' && f.copy);
      expect(blockers).toEqual([]);
    }
  });
});
