import { at, P, sets, table } from '../build.ts';
import type { Draft } from '../frozen-types.ts';

// Objectives described by what the advertiser wants to happen, never by the objective's name. Each starts
// with no objective chosen (so awareness is not already there by default).

const { cases, add } = table('goals');

export { cases };

const blank = (campaignName: string): Draft => ({ campaignName, objective: '' });
const objective = (o: Draft['objective']) => sets({ [P.objective]: o });

// --- leads ---
// The quoted form name is not a campaign name (one is set already).
add(
  'objective',
  at(1, blank('Roofline Quotes')),
  "success = homeowners hitting 'request a quote' on our site",
  objective('leads'),
);
add(
  'objective',
  at(1, blank('Roofline Quotes')),
  'goal = phone calls & enquiry forms from homeowners',
  objective('leads'),
);
add(
  'objective',
  at(1, blank('Waitlist Warmup')),
  'we want to collect emails for the waitlist',
  objective('leads'),
);
add('objective', at(1, blank('Saltwater Trial Week')), 'more trial class signups', objective('leads'));
add(
  'objective',
  at(1, blank('Nordlicht Kunden')),
  'we search for new customers who leave their contact',
  objective('leads'),
);
add(
  'objective',
  at(1, blank('Ledgerline Calls')),
  'book more discovery calls with finance managers',
  objective('leads'),
);
add(
  'objective',
  at(1, blank('Northgate Assessments')),
  'get patients booking an initial assessment online',
  objective('leads'),
);

// --- traffic ---
add('objective', at(1, blank('Recipe Reach')), 'send folks to our recipe pages', objective('traffic'));
add(
  'objective',
  at(1, blank('Menu Views')),
  'we want clicks to the website, people reading the menu online',
  objective('traffic'),
);
add(
  'objective',
  at(1, blank('Landing Page Test')),
  'drive trafic to the new landing page',
  objective('traffic'),
);

// --- awareness ---
add(
  'objective',
  at(1, blank('Hello Harbour')),
  'nobody knows we exist yet, we just opened',
  objective('awareness'),
);
add(
  'objective',
  at(1, blank('Pre-Launch Buzz')),
  'get our name out there before the big launch',
  objective('awareness'),
);
add(
  'objective',
  at(1, blank('Local Heroes')),
  'top of funnel, we want to be seen by as many locals as possible',
  objective('awareness'),
);
add(
  'objective',
  at(1, blank('Logo Recall')),
  'brand awarenes mostly, ppl should recognise the logo',
  objective('awareness'),
);

// --- sales ---
add('objective', at(1, blank('Box Clearance')), 'we want to move product, online orders', objective('sales'));
add(
  'objective',
  at(1, blank('Checkout Push')),
  'more people checking out on the webshop',
  objective('sales'),
);
add(
  'objective',
  at(1, blank('Gift Boxes')),
  'the target is to sell more of our boxes in the online shop',
  objective('sales'),
);
add('objective', at(1, blank('Revenue Run')), 'revenue, plain and simple', objective('sales'));

// --- app installs ---
add(
  'objective',
  at(1, blank('Store Downloads')),
  'more downloads on the app store + google play',
  objective('app_installs'),
);
add(
  'objective',
  at(1, blank('First Open')),
  'get ppl to install the app and open it',
  objective('app_installs'),
);
add(
  'objective',
  at(1, blank('Lernen Mobil')),
  'we want that people download our application',
  objective('app_installs'),
);

// --- engagement ---
add(
  'objective',
  at(1, blank('Reel Talk')),
  'we want comments and shares on our reels, build the community',
  objective('engagement'),
);
add(
  'objective',
  at(1, blank('Post Pulse')),
  'more interaction on our posts, saves and replies',
  objective('engagement'),
);

// --- changing the goal later ---
add(
  'objective',
  at(1, { campaignName: 'Tidewater Clicks', objective: 'traffic' }),
  "hmm no, clicks don't pay the bills - we need actual orders",
  objective('sales'),
);
add(
  'objective',
  at(2, { campaignName: 'Wortwerk Trial', objective: 'awareness' }),
  'actually what we really want is sign-ups for the free trial',
  objective('leads'),
);
