import { describe, expect, it } from 'vitest';
import { extractObjective } from './objective.ts';

describe('extractObjective', () => {
  it.each([
    ['for brand awareness', 'awareness'],
    ['more website visits', 'traffic'],
    ['drive traffic', 'traffic'],
    ['engagement on our posts', 'engagement'],
    ['lead generation', 'leads'],
    ['newsletter sign-ups', 'leads'],
    ['for sales', 'sales'],
    ['more purchases and revenue', 'sales'],
    ['app installs', 'app_installs'],
    ['get more downloads', 'app_installs'],
  ])('reads "%s" as %s', (text, objective) => {
    expect(extractObjective(text, { loose: true })?.objective).toBe(objective);
  });

  it('takes the earliest objective when several are named', () => {
    expect(extractObjective('leads first, then sales', { loose: true })?.objective).toBe('leads');
  });

  it('off step 1 only an explicit objective counts', () => {
    expect(extractObjective('we had great sales last year')).toBeNull();
    expect(extractObjective('change the objective to leads')?.objective).toBe('leads');
    expect(extractObjective('the goal is sales')?.objective).toBe('sales');
  });

  it('finds none in unrelated text', () => {
    expect(extractObjective('hello there', { loose: true })).toBeNull();
  });
});

describe('objective vocabulary', () => {
  it.each([
    ['we want more enquiries', 'leads'],
    ['book more appointments', 'leads'],
    ['demo bookings from CFOs', 'leads'],
    ['quote requests for roofing', 'leads'],
    ['more page views', 'traffic'],
    ['grow our readership', 'traffic'],
    ['send people to our website', 'traffic'],
    ['more online orders', 'sales'],
    ['pre-orders for the holidays', 'sales'],
    ['help us sell out the event', 'sales'],
    ['sell more candles', 'sales'],
    ['spread the word about our launch', 'awareness'],
    ['get our name out there', 'awareness'],
    ['get people engaging with our reels', 'engagement'],
    ['more comments and reactions', 'engagement'],
    ['get ppl to install the app', 'app_installs'],
  ])('reads "%s" as %s', (text, objective) => {
    expect(extractObjective(text, { loose: true })?.objective).toBe(objective);
  });

  it.each([
    ['objective: trafic', 'traffic'],
    ['goal is engagment', 'engagement'],
    ['objective = instals', 'app_installs'],
    ['goal: salse', 'sales'],
    ['objective - awarenss', 'awareness'],
  ])('reads the misspelt "%s" as %s', (text, objective) => {
    expect(extractObjective(text)?.objective).toBe(objective);
  });

  // What the business sells is not what the campaign is for.
  it.each([
    'we sell candles',
    'I sell handmade jewelry',
    "we're selling hemp balms",
    'we also sell gift cards',
  ])('finds no objective in "%s"', (text) => {
    expect(extractObjective(text, { loose: true })).toBeNull();
  });
});

describe('objectives said as what people should do', () => {
  it.each([
    ['more people reading our blog', 'traffic'],
    ['folks browsing our online store', 'traffic'],
    ['we want locals to know about us', 'awareness'],
    ['make sure people hear about our brand', 'awareness'],
  ])('reads "%s" as %s', (text, objective) => {
    expect(extractObjective(text, { loose: true })?.objective).toBe(objective);
  });
});

describe('objectives said in plain words', () => {
  it.each([
    ['we mostly want customers to actually buy from the webshop', 'sales'],
    ['get shoppers to order online', 'sales'],
    ['need to shift more stock before the new range lands', 'sales'],
    ['people to purchase the bundle', 'sales'],
    ['just want more eyeballs on us', 'awareness'],
    ['put our name out there', 'awareness'],
    ['we want people to know who we are', 'awareness'],
    ['max reach, as many people as possible', 'awareness'],
    ['get seen by more locals', 'awareness'],
    ['main thing is more people hearing about us', 'awareness'],
    ['get people to install the game', 'app_installs'],
    ['we want folks to download it', 'app_installs'],
    ['more people grabbing our app from the app store', 'app_installs'],
    ['fill up the pipeline with qualified prospects', 'leads'],
    ['collect emails for the launch', 'leads'],
    ['get people to book a consultation', 'leads'],
    ['want homeowners... well, people to request a quote', 'leads'],
    ['send folks over to our landing page', 'traffic'],
    ['push visitors to the blog', 'traffic'],
    ['more clicks through to the site', 'traffic'],
    ['get people talking and commenting', 'engagement'],
    ['grow a following on insta', 'engagement'],
    ['people liking and sharing our posts', 'engagement'],
  ])('reads "%s" as %s', (text, objective) => {
    expect(extractObjective(text, { loose: true })?.objective).toBe(objective);
  });

  it.each([
    ['switch the objective over to engagement', 'engagement'],
    ['flip the goal back to traffic', 'traffic'],
    ['the aim is to get our name out there', 'awareness'],
    ['objective now: leads', 'leads'],
  ])('reads "%s" as said of the objective', (text, objective) => {
    expect(extractObjective(text)?.objective).toBe(objective);
  });

  it.each([
    'we need to pay attention to costs',
    'details as follows',
    'we buy and restore old furniture',
    'our customers love us',
  ])('reads no objective in "%s"', (text) => {
    expect(extractObjective(text, { loose: true })).toBeNull();
  });
});
