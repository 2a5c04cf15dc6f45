import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// The hub's own messages (apps/web/src/features/hub/lib/hub-constants.ts and chat-composer.tsx): the four
// quick actions get distinct, useful answers; an attachment message is acknowledged; a greeting is
// answered once and does not restart the conversation.

type Draft = NonNullable<CaseStart['draft']>;
const START = "I'd like to create a new campaign. Let's start with the basics.";
const RECOMMEND = 'What do you recommend for my campaign: platforms, budget and audience?';
const ANALYTICS = "Which metrics should I watch to judge my campaign's performance and results?";
const REVIEW = 'How is my campaign expected to perform? Please review the projected reach, clicks and ROAS.';
const INITIAL = 'Hello! I would like to create a new campaign.';
const NOT_CAUGHT = ['did not catch', "didn't catch"];

const leads: Draft = {
  campaignName: 'Pipeline Q1',
  objective: 'leads',
  kpis: { primary: 'cpl' },
  budget: { totalBudget: 20000, budgetType: 'lifetime' },
};
const sales: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  budget: { totalBudget: 20000, budgetType: 'lifetime' },
};
const installs: Draft = {
  campaignName: 'Stride Installs',
  objective: 'app_installs',
  kpis: { primary: 'cpi' },
};
const fullDraft: Draft = {
  ...sales,
  platforms: { selected: ['google-ads', 'facebook'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Boots built for snow'] } },
};

export const cases: PhrasingCase[] = [
  // --- quick actions ---
  {
    id: 'hub-quick-start-1',
    fact: 'hub-quick-start',
    at: { step: 1 },
    say: START,
    unchanged: true,
    stepAfter: 1,
    replyIncludes: ['name'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-recommend-1',
    fact: 'hub-quick-recommend',
    at: { step: 2, draft: sales },
    say: RECOMMEND,
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['budget', 'audience'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-recommend-2',
    fact: 'hub-quick-recommend',
    at: { step: 2, draft: leads },
    say: RECOMMEND,
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['budget'],
    replyExcludes: NOT_CAUGHT,
  },
  // With no objective there is nothing to recommend from yet: the reply asks for it.
  {
    id: 'hub-quick-recommend-empty-1',
    fact: 'hub-quick-recommend',
    at: { step: 1 },
    say: RECOMMEND,
    unchanged: true,
    replyIncludes: ['objective'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-analytics-leads-1',
    fact: 'hub-quick-analytics',
    at: { step: 2, draft: leads },
    say: ANALYTICS,
    unchanged: true,
    replyIncludes: ['cost per lead'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-analytics-sales-1',
    fact: 'hub-quick-analytics',
    at: { step: 2, draft: sales },
    say: ANALYTICS,
    unchanged: true,
    replyIncludes: ['ROAS'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-analytics-installs-1',
    fact: 'hub-quick-analytics',
    at: { step: 2, draft: installs },
    say: ANALYTICS,
    unchanged: true,
    replyIncludes: ['install'],
    replyExcludes: NOT_CAUGHT,
  },
  // A leads campaign's review speaks of leads, even though the quick action asks for ROAS.
  {
    id: 'hub-quick-review-leads-1',
    fact: 'hub-quick-review',
    at: { step: 2, draft: leads },
    say: REVIEW,
    unchanged: true,
    replyIncludes: ['leads', 'reach', 'clicks'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-review-sales-1',
    fact: 'hub-quick-review',
    at: { step: 2, draft: sales },
    say: REVIEW,
    unchanged: true,
    replyIncludes: ['ROAS', 'reach', 'clicks'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-quick-review-empty-1',
    fact: 'hub-quick-review',
    at: { step: 1 },
    say: REVIEW,
    unchanged: true,
    replyExcludes: NOT_CAUGHT,
  },

  // --- attachments --- (the chat gets only file names; the files are uploaded in the Creative step, so the
  // draft does not change: SEMANTICS.md is silent)
  {
    id: 'hub-attachments-1',
    fact: 'hub-attachments',
    at: { step: 5, draft: fullDraft },
    say: "I've attached 2 files: banner.png, promo.mp4",
    unchanged: true,
    replyIncludes: ['banner.png'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-attachments-2',
    fact: 'hub-attachments',
    at: { step: 1 },
    say: 'I attached: banner.png, promo.mp4',
    unchanged: true,
    replyIncludes: ['promo.mp4'],
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-attachments-3',
    fact: 'hub-attachments',
    at: { step: 3, draft: sales },
    say: "I've attached 1 file: brand-guidelines.pdf",
    unchanged: true,
    replyIncludes: ['brand-guidelines.pdf'],
    replyExcludes: NOT_CAUGHT,
  },

  // --- greetings ---
  {
    id: 'hub-greeting-initial-1',
    fact: 'hub-greeting',
    at: { step: 1 },
    say: INITIAL,
    unchanged: true,
    stepAfter: 1,
    replyExcludes: NOT_CAUGHT,
  },
  {
    id: 'hub-greeting-midway-1',
    fact: 'hub-greeting',
    at: { step: 4, draft: fullDraft },
    say: 'hello',
    unchanged: true,
    stepAfter: 4,
    replyExcludes: ['campaign name', ...NOT_CAUGHT],
  },
  {
    id: 'hub-greeting-midway-2',
    fact: 'hub-greeting',
    at: { step: 6, draft: fullDraft },
    say: 'hi again 👋',
    unchanged: true,
    stepAfter: 6,
    replyExcludes: ['campaign name', ...NOT_CAUGHT],
  },
  {
    id: 'hub-greeting-repeat-1',
    fact: 'hub-greeting',
    at: { step: 1, before: [INITIAL] },
    say: INITIAL,
    unchanged: true,
    stepAfter: 1,
  },
  {
    id: 'hub-greeting-with-fact-1',
    fact: 'hub-greeting',
    at: { step: 1 },
    say: 'hi! name is Brew Crew',
    expect: { campaignName: 'Brew Crew' },
  },
];
