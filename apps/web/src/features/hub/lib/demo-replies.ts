// Canned assistant replies for demo mode (docs/product.md#chat-failures): chosen by keywords, so the
// interface can be tried while the AI service is unreachable. They say plainly that they are samples.

export const DEMO_PREFIX = '[DEMO MODE]';

export const DEMO_REPLIES = {
  budget:
    'For a first campaign, a budget of about $25,000 over 30 days (roughly $833 a day) gives the platforms enough data to optimise. Start with 60% on your strongest channel and keep 40% to test the others.',
  audience:
    'Start broad: one or two core countries, ages 25-54, and interests close to your product. Narrow down once the first week shows which segments convert.',
  goal: 'Pick one primary goal and one KPI that proves it: awareness is judged by reach and CPM, traffic by CTR and CPC, sales by ROAS or CPA.',
  generic:
    'I can help you plan a campaign in nine steps: setup, goals, platforms, audience, creatives, compliance, budget, bidding and review. Ask me about your budget, audience or goals to see a sample answer.',
} as const;

export type DemoTopic = keyof typeof DEMO_REPLIES;

const KEYWORDS: ReadonlyArray<[Exclude<DemoTopic, 'generic'>, RegExp]> = [
  ['budget', /\b(?:budgets?|spend(?:ing)?|cost|costs|money|\$)/i],
  ['audience', /\b(?:audiences?|target(?:ing)?|demographics?|countries|country|age|ages)\b/i],
  ['goal', /\b(?:goals?|objectives?|kpis?|aim)\b/i],
];

/** Which canned topic a message asks about; the first matching keyword group wins. */
export function demoTopic(message: string): DemoTopic {
  for (const [topic, pattern] of KEYWORDS) if (pattern.test(message)) return topic;
  return 'generic';
}

export const demoReply = (message: string): string => `${DEMO_PREFIX} ${DEMO_REPLIES[demoTopic(message)]}`;
