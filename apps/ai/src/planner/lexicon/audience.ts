import type { deviceSchema, genderSchema } from '@northstar/shared/campaign/schemas';
import type { z } from 'zod';
import type { Vocabulary } from './vocabulary.ts';

// Who sees the ads: devices and genders, by the words people use ("phones", "CTV", "ladies", "dads").

type Device = z.infer<typeof deviceSchema>;
type Gender = z.infer<typeof genderSchema>;

export const DEVICES: Vocabulary<Device> = {
  kind: 'device',
  entries: [
    { values: ['mobile'], names: ['mobile', 'smartphone', 'smartphones'], typos: true },
    {
      values: ['mobile'],
      names: [
        ...['mobile phone', 'mobile phones', 'mobile device', 'mobile devices', 'mobile users'],
        ...['smart phone', 'smart phones', 'cell phone', 'cell phones', 'cellphone', 'cellphones'],
        ...['phone', 'phones', 'iphone', 'iphones', 'android phone', 'android phones'],
      ],
    },
    { values: ['desktop'], names: ['desktop', 'desktops', 'laptop', 'laptops'], typos: true },
    { values: ['desktop'], names: ['desktop computer', 'desktop computers', 'computer', 'computers'] },
    { values: ['tablet'], names: ['tablet', 'tablets', 'iPad', 'iPads'] },
    {
      values: ['ctv'],
      names: ['CTV', 'connected TV', 'connected TVs', 'smart TV', 'smart TVs', 'streaming TV', 'OTT'],
    },
  ],
};

export const GENDERS: Vocabulary<Gender> = {
  kind: 'gender',
  entries: [
    { values: ['female'], names: ['women', 'woman', 'female', 'females'], typos: true },
    {
      values: ['female'],
      names: [...['wmn', 'ladies', 'girls', 'moms', 'mums', 'mommies', 'mothers', 'wives', 'gals', 'lasses']],
    },
    { values: ['male'], names: ['men', 'male', 'males', 'gentlemen'] },
    {
      values: ['male'],
      names: ['gents', 'fellas', 'blokes', 'lads', 'dads', 'fathers', 'husbands', 'boys', 'guys'],
    },
  ],
};
