import type { Vocabulary } from './vocabulary.ts';

// Interest topics people target by, with the everyday words for each. The builder takes free text, so a
// topic's value is the label the planner writes; words not listed here are still read as typed.
export const INTERESTS: Vocabulary = {
  kind: 'interest',
  entries: [
    { values: ['Fitness'], names: ['fitness', 'gym', 'working out', 'workouts', 'exercise'], typos: true },
    { values: ['Yoga'], names: ['yoga', 'pilates'] },
    { values: ['Running'], names: ['running', 'jogging', 'marathons'] },
    { values: ['Cycling'], names: ['cycling', 'biking', 'bikes'] },
    {
      values: ['Travel'],
      names: ['travel', 'travelling', 'traveling', 'holidays', 'vacations'],
      typos: true,
    },
    { values: ['Food & drink'], names: ['food', 'foodies', 'cooking', 'recipes', 'dining'] },
    { values: ['Coffee'], names: ['coffee', 'espresso'] },
    { values: ['Wine'], names: ['wine', 'wines'] },
    { values: ['Fashion'], names: ['fashion', 'style', 'clothing'], typos: true },
    { values: ['Beauty'], names: ['beauty', 'skincare', 'skin care', 'makeup', 'cosmetics'] },
    { values: ['Gaming'], names: ['gaming', 'video games', 'gamers', 'esports'] },
    { values: ['Technology'], names: ['technology', 'tech', 'gadgets'], typos: true },
    { values: ['Personal finance'], names: ['personal finance', 'investing', 'saving money'] },
    { values: ['Parenting'], names: ['parenting', 'parents', 'new parents'] },
    { values: ['Pets'], names: ['pets', 'dogs', 'cats', 'pet owners', 'dog owners', 'cat owners'] },
    { values: ['Home & garden'], names: ['gardening', 'home improvement', 'diy', 'interior design'] },
    { values: ['Outdoors'], names: ['outdoors', 'hiking', 'camping', 'climbing'] },
    { values: ['Music'], names: ['music', 'concerts', 'live music'] },
    { values: ['Sports'], names: ['sports', 'football', 'soccer', 'basketball', 'golf', 'tennis'] },
    { values: ['Business'], names: ['small business', 'entrepreneurs', 'startups', 'founders'] },
  ],
};
