import type { Objective } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';

// Copy ideas by kind of business, so a dental chain is never asked to "Request a Demo" and a charity
// never told to "Shop New Arrivals Now". The family comes from what the advertiser said (industry, name,
// regulated category); {name} is the campaign's name, {subject} the industry, {place} the one city,
// region or country targeted. No template asserts an offer, a price, a deadline or a result.

export type IndustryFamily =
  | 'health'
  | 'charity'
  | 'software'
  | 'food'
  | 'fitness'
  | 'professional'
  | 'home-services'
  | 'education'
  | 'real-estate'
  | 'hospitality'
  | 'beauty'
  | 'retail';

interface FamilyCopy {
  match: RegExp;
  headlines: readonly string[];
  descriptions: readonly string[];
  /** Calls to action in order of fit; the objective's own are used when it has none of these. */
  ctas: readonly string[];
}

export const FAMILY_COPY: Readonly<Record<IndustryFamily, FamilyCopy>> = {
  health: {
    match:
      /\b(?:dent(?:al|ist|istry)|orthodont\w*|clinic|medical|doctor|physio\w*|chiropract\w*|optician|optometr\w*|therap\w*|pharmac\w*|health\s*care|vet(?:erinary)?|hearing|dermatolog\w*)\b/i,
    headlines: [
      '{subject} in {place}',
      'Your {place} {subject}',
      'New Patients Welcome',
      'Book Your Appointment',
      'Book at {name} Today',
      'Care Close to Home',
      'Appointments at {name}',
      'Friendly {subject} Care',
    ],
    descriptions: [
      'Book an appointment at {name} in {place}.',
      'New patients welcome at {name}. Book a time that suits you.',
      'Friendly {subject} care from {name}, close to home.',
      'See the {name} team: book online or call us.',
    ],
    ctas: ['Book Now', 'Call Now', 'Contact Us'],
  },
  charity: {
    match:
      /\b(?:charit(?:y|ies|able)|non-?profit|not-for-profit|ngo|foundation|rescue|shelter|fundrais\w*|donat\w*|appeal|volunteer\w*)\b/i,
    headlines: [
      'Donate to {name}',
      'Support {name} Today',
      'Give What You Can',
      'Help Us Do More in {place}',
      'Stand With {name}',
      'Every Gift Counts',
      'Volunteer With {name}',
      'Be Part of {name}',
    ],
    descriptions: [
      'Your donation helps {name} do more in {place}.',
      'Support {name}: give what you can today.',
      'Find out how {name} helps, and how you can help too.',
      'Give once or monthly to support {name}.',
    ],
    ctas: ['Donate Now', 'Learn More', 'Sign Up'],
  },
  software: {
    match:
      /\b(?:software|saas|app\s+platform|platform|crm|erp|api|cloud|b2b|startup|tool(?:s|ing)?|analytics|automation|cyber\s*security|it\s+services|devops|fintech)\b/i,
    headlines: [
      'See {name} in Action',
      'Request a Demo',
      'Book a {name} Demo',
      '{subject} for Your Team',
      'Meet {name}',
      'Talk to Our Team',
      '{subject}, Made Simple',
      'Start With {name}',
    ],
    descriptions: [
      'See how {name} works for your team: book a demo.',
      '{subject} from {name}. Talk to our team today.',
      'Find out what {name} can do for your business.',
      'Get started with {name} today.',
    ],
    ctas: ['Request Demo', 'Sign Up', 'Learn More'],
  },
  food: {
    match:
      /\b(?:bak(?:ery|er|ing)|caf[eé]|coffee|roast(?:er|ery)|restaurant|bistro|diner|pizz\w*|burger\w*|taco\w*|sushi|food|deli|brewery|bar|pub|catering|patisserie|kitchen|grocer\w*|butcher)\b/i,
    headlines: [
      'Fresh From {name}',
      '{subject} in {place}',
      'Visit {name} Today',
      'Your Local {subject}',
      'Taste {name}',
      'Find Us in {place}',
      'Order From {name}',
      'Made Fresh Daily',
    ],
    descriptions: [
      'Visit {name} in {place} and see what is fresh today.',
      '{subject} from {name}, made with care.',
      'Order ahead or drop in: {name} in {place}.',
      'Find {name} in {place}.',
    ],
    ctas: ['Order Now', 'Get Directions', 'Learn More'],
  },
  fitness: {
    match:
      /\b(?:gym|fitness|yoga|pilates|crossfit|personal\s+train\w*|boxing|martial\s+arts|climbing|spin|studio|workout|sports?\s+club)\b/i,
    headlines: [
      'Train at {name}',
      'Your {place} {subject}',
      '{subject} in {place}',
      'Join {name} Today',
      'Book Your First Class',
      'Start Training at {name}',
      'Find Your Class',
      'Meet the {name} Coaches',
    ],
    descriptions: [
      'Join {name} in {place} and train your way.',
      'Book a class at {name} and meet the team.',
      '{subject} in {place}: see the timetable at {name}.',
      'Find a membership that suits you at {name}.',
    ],
    ctas: ['Join Now', 'Book Now', 'Sign Up'],
  },
  professional: {
    match:
      /\b(?:law|legal|lawyer|attorney|solicitor|accountan\w*|accounting|bookkeep\w*|tax|consult\w*|advis\w*|architect\w*|recruit\w*|agency|marketing\s+agency|insurance\s+broker|notary)\b/i,
    headlines: [
      'Talk to {name}',
      '{subject} in {place}',
      'Book a Consultation',
      'Get Expert Advice',
      'Your {place} {subject}',
      'Speak to Our Team',
      'Advice From {name}',
      'Book a Call With {name}',
    ],
    descriptions: [
      'Speak to the {name} team about {subject}.',
      '{subject} in {place}: book a consultation with {name}.',
      'Tell us what you need and {name} will get back to you.',
      'Clear advice from {name}, in {place}.',
    ],
    ctas: ['Contact Us', 'Book Now', 'Get Quote'],
  },
  'home-services': {
    match:
      /\b(?:plumb\w*|electric(?:ian|al)|roof\w*|hvac|heating|boiler|clean(?:ing|ers?)|handyman|landscap\w*|garden(?:ing|er)|pest|locksmith|removal\w*|movers?|painting|decorat\w*|builder|renovat\w*|repairs?|carpet|pool)\b/i,
    headlines: [
      '{subject} in {place}',
      'Your Local {subject}',
      'Get a Quote Today',
      'Book {name} Today',
      'Call {name}',
      'Serving {place}',
      '{name}: Book a Visit',
      'Local {subject} Help',
    ],
    descriptions: [
      '{subject} in {place} from {name}. Get a quote today.',
      'Call {name} or book online for {subject} in {place}.',
      'Tell us the job and {name} will get back to you.',
      '{name}: local {subject} for {place}.',
    ],
    ctas: ['Get Quote', 'Call Now', 'Book Now'],
  },
  education: {
    match:
      /\b(?:school|college|universit\w*|course\w*|bootcamp|tutor\w*|academy|training|classes|lessons|learning|e-?learning|education|coding|language)\b/i,
    headlines: [
      'Learn With {name}',
      'Enrol at {name}',
      '{subject} With {name}',
      'Start Learning Today',
      'Apply to {name}',
      'Find Your Course',
      'See the {name} Courses',
      'Study in {place}',
    ],
    descriptions: [
      'Learn {subject} with {name}. Find a course that fits.',
      'Apply to {name} and start learning.',
      'See the courses at {name} and choose yours.',
      'Ask {name} about {subject} courses.',
    ],
    ctas: ['Apply Now', 'Sign Up', 'Learn More'],
  },
  'real-estate': {
    match:
      /\b(?:real\s+estate|realtor|estate\s+agen\w*|property|properties|homes?\s+for\s+sale|letting|mortgage|rentals?|housing)\b/i,
    headlines: [
      'Homes in {place}',
      'Your {place} Property Team',
      'Talk to {name}',
      'Book a Valuation',
      'Find Your Next Home',
      'See Homes With {name}',
      'Selling in {place}?',
      'Book a Viewing',
    ],
    descriptions: [
      'Buying or selling in {place}? Talk to {name}.',
      'See homes in {place} with {name}.',
      'Book a valuation or viewing with {name}.',
      'Local property advice from {name}.',
    ],
    ctas: ['Contact Us', 'Book Now', 'Learn More'],
  },
  hospitality: {
    match:
      /\b(?:hotel|hostel|b&b|bed\s+and\s+breakfast|inn|resort|lodge|holiday|vacation|travel|tour\w*|cruise|spa\s+hotel|guest\s*house|stays?)\b/i,
    headlines: [
      'Stay at {name}',
      'Your Stay in {place}',
      'Book {name} Direct',
      'Escape to {place}',
      'Plan Your {place} Trip',
      'Book Your Room',
      'Find Your Dates',
      'Rooms at {name}',
    ],
    descriptions: [
      'Book your stay at {name} in {place}.',
      'Plan your {place} trip with {name}.',
      'Find your dates and book direct with {name}.',
      'See rooms and rates at {name}.',
    ],
    ctas: ['Book Now', 'Learn More', 'See More'],
  },
  beauty: {
    match:
      /\b(?:salon|hair\w*|barber\w*|beauty|nails?|spa|lash\w*|brows?|skincare|cosmetic\w*|makeup|tattoo)\b/i,
    headlines: [
      'Book at {name}',
      '{subject} in {place}',
      'Your {place} {subject}',
      'Book Your Appointment',
      'Treat Yourself at {name}',
      'Meet the {name} Team',
      'Find a Time at {name}',
      'New Clients Welcome',
    ],
    descriptions: [
      'Book an appointment at {name} in {place}.',
      '{subject} at {name}: find a time that suits you.',
      'New clients welcome at {name}.',
      'See the treatments at {name} and book online.',
    ],
    ctas: ['Book Now', 'Contact Us', 'Learn More'],
  },
  retail: {
    match:
      /\b(?:shop|store|boutique|fashion|clothing|apparel|shoes?|boots|jewel\w*|furniture|homeware|e-?commerce|online\s+store|retail\w*|gifts?|toys?|books?|electronics|outdoor\s+gear)\b/i,
    headlines: [
      'Shop the {name}',
      'Find Your Perfect {subject}',
      'Shop New Arrivals Now',
      'Discover {name}',
      'Shop {subject} Online',
      'Find Something You Love',
      'Treat Yourself Today',
      'Your Upgrade Awaits',
    ],
    descriptions: [
      'Shop {name} online and find your new favourite.',
      'Browse the full {subject} range at {name}.',
      'Find the perfect {subject} for you.',
      'Discover {name} and find something you love.',
    ],
    ctas: ['Shop Now', 'Order Now', 'Buy Now'],
  },
};

const ORDER: readonly IndustryFamily[] = [
  'charity',
  'health',
  'software',
  'education',
  'real-estate',
  'hospitality',
  'home-services',
  'professional',
  'fitness',
  'beauty',
  'food',
  'retail',
];

/** The kind of business the draft describes (industry first, then the name); null when unknown. */
export function industryFamily(
  draft: Pick<CampaignDraft, 'industry' | 'campaignName'>,
): IndustryFamily | null {
  for (const text of [draft.industry, draft.campaignName]) {
    if (!text.trim()) continue;
    const found = ORDER.find((f) => FAMILY_COPY[f].match.test(text));
    if (found) return found;
  }
  return null;
}

/** The one place the campaign targets ("Austin", "Colorado", "the UK"); empty when several or none. */
export function targetedPlace(draft: CampaignDraft): string {
  const g = draft.targeting.geography;
  if (g.cities.length === 1) return g.cities[0] ?? '';
  if (g.cities.length === 0 && g.regions.length === 1) return g.regions[0] ?? '';
  return '';
}

/** Whether the family's own copy suits the objective (an app campaign keeps the app templates). */
export const familyFits = (objective: Objective): boolean => objective !== 'app_installs';
