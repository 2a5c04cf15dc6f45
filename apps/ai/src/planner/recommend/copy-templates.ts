import type { Objective } from '@northstar/shared/campaign';

// Copy ideas per objective, for a business whose kind is not known (industry-copy.ts has them per kind of
// business): none is another industry's phrasing ("Request a Demo", "Shop New Arrivals Now"). None asserts an offer, a price, a deadline or a season: those come only from
// what the advertiser stated (PlannerMemory.offers), through the offer templates below. {name} is the
// campaign's name, {subject} its industry, {offer} a stated offer in title case.

export const HEADLINE_TEMPLATES: Readonly<Record<Objective, readonly string[]>> = {
  awareness: [
    'Meet {name}',
    'Discover {subject}',
    '{name} Is Here',
    'Get to Know {name}',
    'A Fresh Take on {subject}',
    'Say Hello to {name}',
    'Made for You: {name}',
    '{subject}, Reimagined',
    'Your New Favourite Brand',
    'Fresh Ideas, Made for You',
  ],
  traffic: [
    'Explore {name} Today',
    'See the Full {subject} Range',
    'Learn More About {name}',
    'Find Out What Is New',
    'Browse {subject} Online',
    'Take a Closer Look',
    '{name}: See More',
    'Your Guide to {subject}',
    'See What Is Inside',
    'Discover More Online',
  ],
  engagement: [
    'Join the {name} Story',
    'Share Your {subject} Moments',
    'Tell Us Your Favourite',
    'Tag a Friend Who Needs This',
    'Join the Conversation',
    'Be Part of {name}',
    'Vote for Your Favourite',
    'Show Us Your {subject} Style',
    'What Would You Choose?',
  ],
  leads: [
    'Book a Consultation',
    'Talk to a {subject} Expert',
    'Sign Up for {name}',
    'Get a Quote Today',
    'Get in Touch Today',
    'Join {name} Today',
    'See If You Qualify',
    'Get Expert Advice',
    'Talk to Our Team',
  ],
  sales: [
    'Shop the {name}',
    'Find Your Perfect {subject}',
    'See What Is New',
    'Discover {name}',
    'Your Upgrade Awaits',
    'Shop {subject} Online',
    'Made for Everyday Life',
    'Treat Yourself Today',
    'Find Something You Love',
  ],
  app_installs: [
    'Get the {name} App',
    'Download {name} Today',
    'Your {subject} App Is Here',
    'Install and Start Today',
    'Try the {name} App',
    '{subject} in One App',
    'Tap to Get Started',
    'Everything in One App',
    'Your New Favourite App',
  ],
};

/** "Make them more playful" / "more formal": the same rules, another voice. */
export const TONE_TEMPLATES: Readonly<Record<'playful' | 'formal', readonly string[]>> = {
  playful: [
    'Hello, {name}',
    'Go On, Treat Yourself',
    'Your New Happy Place',
    'Made to Make You Smile',
    '{subject} You Will Love',
    'Psst: Meet {name}',
    'Big Smiles Ahead',
    'You + {name} = Love',
    'Ready, Set, {name}',
  ],
  formal: [
    'Discover {name}',
    'Quality {subject}, Done Right',
    'Explore {name} Online',
    'Trusted {subject} Expertise',
    'Learn More About {name}',
    'A Considered Approach',
    '{name}: Find Out More',
    'Built Around Your Needs',
  ],
};

/** Headlines around a stated offer. */
export const OFFER_HEADLINES: readonly string[] = [
  '{name}: {offer}',
  '{offer} on {subject}',
  'Get {offer}',
  '{offer} at {name}',
  'Now {offer}',
];

export const DESCRIPTION_TEMPLATES: Readonly<Record<Objective, readonly string[]>> = {
  awareness: [
    'Discover what makes {name} different.',
    'Get to know {name} and see what is new.',
    'Find out more about {subject} from {name}.',
    'Say hello to {name}.',
  ],
  traffic: [
    'See the full {name} range online.',
    'Browse {subject} from {name} and find your favourite.',
    'Take a look at what is new at {name}.',
    'Everything about {name}, in one place.',
  ],
  engagement: [
    'Join the conversation and share your favourite moments.',
    'Follow {name} for news, ideas and more.',
    'Tell us what you think of {subject} from {name}.',
    'Be part of the {name} story.',
  ],
  leads: [
    'Tell us what you need and our team will get back to you.',
    'Talk to the {name} team about {subject}.',
    'Book a time that suits you.',
    'Find out how {name} can help you.',
  ],
  sales: [
    'Shop {name} online and find your new favourite.',
    'Browse the full {subject} range at {name}.',
    'Find the perfect {subject} for you.',
    'Discover {name} and find something you love.',
  ],
  app_installs: [
    'Download the {name} app and get started today.',
    'Everything you need for {subject}, in one app.',
    'Install {name} and see what it can do.',
    'Get the {name} app on your phone.',
  ],
};

/** Descriptions around a stated offer. */
export const OFFER_DESCRIPTIONS: readonly string[] = [
  '{offer} at {name}.',
  'Get {offer} on {subject} at {name}.',
  'Shop {name} now: {offer}.',
];

export const CTA_CHOICES: Readonly<Record<Objective, readonly string[]>> = {
  awareness: ['Learn More', 'Discover More', 'See More'],
  traffic: ['Learn More', 'See More', 'Visit Site'],
  engagement: ['Learn More', 'Follow Us', 'Join Now'],
  leads: ['Sign Up', 'Contact Us', 'Get Quote', 'Book Now'],
  sales: ['Shop Now', 'Order Now', 'Buy Now'],
  app_installs: ['Install Now', 'Download', 'Get the App'],
};
