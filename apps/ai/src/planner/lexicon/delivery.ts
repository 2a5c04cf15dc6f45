import type { Vocabulary } from './vocabulary.ts';

// How often one person sees the ads: the words that introduce a frequency cap and what it counts.

export const FREQUENCY_CAP_CUES: Vocabulary<'cap'> = {
  kind: 'frequency-cap',
  entries: [
    {
      values: ['cap'],
      names: [
        ...['frequency cap', 'frequency', 'freq cap', 'freq', 'cap', 'capped', 'cap it', 'cap frequency'],
        ...['no more than', 'not more than', 'at most', 'max', 'maximum', 'limit', 'limited', 'up to'],
      ],
    },
  ],
};

export const IMPRESSION_UNITS: Vocabulary<'impression'> = {
  kind: 'impression',
  entries: [
    {
      values: ['impression'],
      names: [
        ...['impression', 'impressions', 'imps', 'time', 'times', 'ad', 'ads', 'view', 'views'],
        ...['exposure', 'exposures', 'showing', 'showings'],
      ],
    },
  ],
};
