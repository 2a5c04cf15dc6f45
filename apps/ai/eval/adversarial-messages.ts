import { CHAT_MESSAGE_MAX_LENGTH } from '@northstar/shared/chat';

// Long adversarial messages at the chat's maximum length: the shapes that made the planner's regular
// expressions backtrack (issue 23) and an ordinary long brief. `npm run bench` (scenario "adversarial")
// times each through the planner; the planner's fuzz test grows the same shapes.

const MAX = CHAT_MESSAGE_MAX_LENGTH;

/** `unit` repeated up to exactly `length` characters. */
export const fill = (unit: string, length = MAX): string =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const BRIEF_SENTENCES = [
  'Hi team, we are Crumbs & Co, a family bakery with 4 shops in Leeds and Manchester, and we want to launch a campaign called Autumn Bake Off for the autumn season.',
  'The goal is sales: more online orders for our seasonal boxes, priced at £24.99 each, and more visits to the shops on weekends.',
  'Budget is about £12,500 in total (roughly £2,500 a week for 5 weeks), starting next Monday and ending on 30 November.',
  'We would like Instagram, Facebook and TikTok, maybe Google Search too if there is room; no LinkedIn please.',
  'Target the UK only, mostly women 25-54 who are into baking, food & drink, cooking shows and local events; desktop and mobile.',
  'KPI: ROAS of at least 3x, CPA under £15, and a CTR above 1.2% would make us happy.',
  'Headlines could be "Fresh from our ovens", "Autumn boxes are back" and "Bake off at home"; the CTA should be Shop Now.',
  'Our customers order between 6 pm and 9 pm, so please weight the spend toward evenings, and keep the pacing standard.',
  'Last year we tried a 60/40 split between Instagram and Facebook and it worked fine, call us on 0113 496 0000 or email hello@crumbs.example.com with questions.',
  'Please keep it friendly and not too salesy - no discounts, we never run those - and remind people that everything is baked the same morning.',
];

/** An ordinary brief of about the maximum length: many facts, real punctuation, quotes, an e-mail. */
export const ORDINARY_BRIEF = (() => {
  let text = '';
  for (let i = 0; text.length < MAX - 200; i++) text += `${BRIEF_SENTENCES[i % BRIEF_SENTENCES.length]} `;
  return text.trim();
})();

/** Each named message is at most the maximum length. */
export const ADVERSARIAL_MESSAGES: ReadonlyArray<{ name: string; text: string }> = [
  { name: '4,000 @', text: fill('@') },
  { name: '4,000 spaces', text: fill(' ') },
  { name: 'word + 4,000 spaces + word', text: `Launch${' '.repeat(MAX - 12)}called` },
  { name: 'name label + spaces + word', text: `called Big${' '.repeat(MAX - 20)}sale` },
  { name: 'digits with commas', text: fill('1,') },
  { name: 'digits with dots', text: fill('1.') },
  { name: 'digits with dashes and slashes', text: fill('12-3/') },
  { name: 'digits and spaces', text: fill('123 ') },
  { name: 'money-like digits', text: fill('$1,000.5 ') },
  { name: 'repeated dots', text: fill('.') },
  { name: 'repeated commas and dashes', text: fill(',-') },
  { name: 'repeated dollar signs', text: fill('$') },
  { name: 'nested quotes', text: fill(`"'“«a `) },
  { name: 'open quotes', text: fill('"') },
  { name: 'bullets', text: fill('- item\n• ') },
  { name: 'pipes', text: fill('a | ') },
  { name: 'bare pipes', text: fill('|') },
  { name: 'letters', text: fill('a') },
  { name: 'a word and spaces', text: fill('budget ') },
  { name: 'ordinary 4,000-char brief', text: ORDINARY_BRIEF },
];
