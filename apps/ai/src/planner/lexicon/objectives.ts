import type { Objective } from '@northstar/shared/campaign';
import type { Vocabulary } from './vocabulary.ts';

// The campaign objectives, by the result people name ("sign-ups", "eyeballs", "orders") and by goals
// they describe in a few fixed words ("spread the word", "fill the pipeline"). Goals said as a sentence
// with someone in it ("get folks to download it") are phrases, kept in extract/objective-words.ts.
export const OBJECTIVES: Vocabulary<Objective> = {
  kind: 'objective',
  entries: [
    {
      values: ['app_installs'],
      names: ['install', 'installs', 'installation', 'installations', 'download', 'downloads'],
      typos: true,
    },
    {
      values: ['app_installs'],
      names: ['app installs', 'app install', 'app downloads', 'app promotion', 'app growth', 'app users'],
    },
    { values: ['app_installs'], names: ['app adoption', 'app store', 'play store', 'google play'] },
    { values: ['awareness'], names: ['awareness', 'brand awareness'], typos: true },
    {
      values: ['awareness'],
      names: [
        ...['branding', 'brand building', 'brand lift', 'brand recognition', 'brand visibility'],
        ...['brand exposure', 'brand presence', 'visibility', 'exposure', 'recognition', 'mindshare'],
        ...['mind share', 'top of mind', 'eyeballs', 'eye balls', 'spread the word'],
        ...['know it exists', 'know we exist', 'know who we are'],
      ],
    },
    { values: ['traffic'], names: ['traffic'], typos: true },
    {
      values: ['traffic'],
      names: [
        ...['footfall', 'visits', 'visitors', 'readers', 'readership', 'page views', 'pageviews'],
        ...['click-throughs', 'clickthroughs', 'more clicks'],
      ],
    },
    { values: ['engagement'], names: ['engagement'], typos: true },
    {
      values: ['engagement'],
      names: [
        ...['engage', 'engages', 'engaging', 'engaged', 'interaction', 'interactions', 'likes'],
        ...['comments', 'shares', 'reposts', 'retweets', 'followers', 'reactions'],
        ...['community building', 'community growth', 'community engagement'],
      ],
    },
    {
      values: ['leads'],
      names: [
        ...['lead gen', 'leadgen', 'lead generation', 'leads', 'prospects', 'prospecting'],
        ...['sign-ups', 'signups', 'registrations', 'subscribers', 'demos', 'demo request'],
        ...['demo requests', 'demo booking', 'demo bookings', 'bookings', 'appointments'],
        ...['consultations', 'consults', 'enquiries', 'inquiries', 'enquires', 'inquires'],
        ...['quote requests', 'form fills', 'form submissions', 'form completions', 'contact requests'],
        ...['quote form', 'contact form', 'pipeline', 'wait list', 'waitlist', 'contact details'],
        ...['contact info', 'qualified leads', 'qualified prospects', 'qualified calls', 'more calls'],
        ...['more phone calls', 'booked calls', 'booked demos', 'booked appointments'],
        ...['booked consultations', 'booked meetings'],
      ],
    },
    {
      values: ['sales'],
      names: [
        ...['sales', 'conversions', 'purchases', 'revenue', 'ecommerce', 'e-commerce', 'transactions'],
        ...['online orders', 'more orders', 'more pre-orders', 'more preorders', 'more purchases'],
        ...['more buyers', 'online purchases', 'online buyers', 'pre-orders', 'preorders', 'checkouts'],
        ...['paying customers', 'ring the till', 'cash in the till', 'money in the bank'],
      ],
    },
  ],
};
