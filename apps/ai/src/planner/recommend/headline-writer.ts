import type { CampaignDraft, Objective } from '@northstar/shared/campaign/draft';
import { REGULATED_CATEGORIES } from '@northstar/shared/campaign/platforms';
import { missingDisclaimers } from '@northstar/shared/compliance';
import { HEADLINE_LIMITS, PROHIBITED_CLAIMS } from '@northstar/shared/compliance-rules';

// Headline ideas from the campaign's name, objective and industry. Templates avoid what the compliance
// review blocks (exclamation marks on Google, absolute claims), so an approved set passes step 6.
const TEMPLATES: Readonly<Record<Objective, readonly string[]>> = {
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
    'Book a Free Consultation',
    'Get Your Free {subject} Guide',
    'Sign Up for {name}',
    'Get a Quote in Minutes',
    'Talk to a {subject} Expert',
    'Request Your Free Demo',
    'Join {name} Today',
    'See If You Qualify',
    'Get Expert Advice Free',
  ],
  sales: [
    'Shop the {name}',
    '{name}: Save Today',
    'New {subject} Deals Inside',
    'Free Shipping on Orders',
    'Find Your Perfect {subject}',
    'Limited-Time Offers Inside',
    'Shop New Arrivals Now',
    'Save on {subject} This Week',
    'Save More This Week',
    'Your Upgrade Awaits',
  ],
  app_installs: [
    'Get the {name} App',
    'Download {name} Free',
    'Your {subject} App Is Here',
    'Install and Start Today',
    'Try the App Free',
    '{subject} in One App',
    'Tap to Get Started',
    'Everything in One App',
    'Your New Favourite App',
  ],
};

const DEFAULT_LIMIT = 40;
const PER_SET = 3;

/** The tightest headline limit among the selected platforms (40 when none sets one). */
export function headlineLimit(draft: CampaignDraft): number {
  const limits = draft.platforms.selected.map((p) => HEADLINE_LIMITS[p]?.max ?? DEFAULT_LIMIT);
  return limits.length ? Math.min(...limits) : DEFAULT_LIMIT;
}

const fill = (template: string, name: string, subject: string) =>
  template
    .replace(/\{name\}/g, name)
    .replace(/\{subject\}/g, subject)
    .replace(/\s+/g, ' ')
    .trim();

const isClean = (h: string) => !h.includes('!') && !PROHIBITED_CLAIMS.some((c) => c.pattern.test(h));

export interface HeadlineSet {
  headlines: string[];
  /** Disclaimers a regulated campaign's copy must carry (added as descriptions). */
  descriptions: string[];
}

/** Three headlines for set `variant` (0, 1, 2...); null when the ideas run out. */
export function writeHeadlines(draft: CampaignDraft, variant: number): HeadlineSet | null {
  const objective = draft.objective || 'awareness';
  const category = draft.regulatedCategory;
  const categoryLabel = REGULATED_CATEGORIES.find((c) => c.id === category)?.label;
  const industry = draft.industry.trim();
  // "Fitness Apps" would read "Your Fitness Apps App Is Here" in the app templates.
  const subject =
    (objective === 'app_installs' ? industry.replace(/\s+apps?$/i, '') : industry) || categoryLabel || '';
  const name = draft.campaignName.trim() || subject || 'Our Brand';
  const limit = headlineLimit(draft);
  const ideas = TEMPLATES[objective]
    // Without an industry, "{subject}" templates would read "New  Deals Inside"; skip them.
    .filter((t) => subject || !t.includes('{subject}'))
    .map((t) => fill(t, name, subject))
    .filter((h) => h.length <= limit && isClean(h))
    .filter((h, i, all) => all.findIndex((o) => o.toLowerCase() === h.toLowerCase()) === i);
  const headlines = ideas.slice(variant * PER_SET, variant * PER_SET + PER_SET);
  // A set is at least two ideas; a lone leftover is not much of an alternative.
  if (headlines.length < 2) return null;
  const copy = [...headlines, ...draft.creatives.copy.descriptions].join('\n');
  const descriptions =
    draft.campaignType === 'regulated' && category
      ? missingDisclaimers(category, draft.targeting.geography.countries, copy).map((d) => d.text)
      : [];
  return { headlines, descriptions };
}
