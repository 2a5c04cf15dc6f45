import type { deviceSchema, genderSchema } from '@northstar/shared/campaign/schemas';
import type { z } from 'zod';
import type { Vocabulary } from './vocabulary.ts';

// Who sees the ads: devices and genders, by the words people use ("phones", "CTV", "ladies", "dads").

type Device = z.infer<typeof deviceSchema>;
type Gender = z.infer<typeof genderSchema>;

// "mobile app installs", "phone number", "mobile-friendly site" say nothing about where ads show; "on my
// phone" is where the advertiser is typing.
const NOT_A_SCREEN = [
  ...['app', 'apps', 'game', 'games', 'number', 'numbers', 'call', 'calls', 'friendly', 'site', 'website'],
  ...['first', 'optimised', 'optimized', 'wallet', 'payment', 'payments', 'carrier', 'plan', 'plans'],
  ...['case', 'cases', 'accessories', 'repair'],
];
const MINE = ['my'];

export const DEVICES: Vocabulary<Device> = {
  kind: 'device',
  entries: [
    {
      values: ['mobile'],
      names: ['mobile', 'smartphone', 'smartphones'],
      typos: true,
      notBefore: MINE,
      notAfter: NOT_A_SCREEN,
    },
    {
      values: ['mobile'],
      names: [
        ...['mobile phone', 'mobile phones', 'mobile device', 'mobile devices', 'mobile users'],
        ...['smart phone', 'smart phones', 'cell phone', 'cell phones', 'cellphone', 'cellphones'],
        ...['phone', 'phones', 'iphone', 'iphones', 'android phone', 'android phones'],
      ],
      notBefore: MINE,
      notAfter: NOT_A_SCREEN,
    },
    {
      values: ['desktop'],
      names: ['desktop', 'desktops', 'laptop', 'laptops'],
      typos: true,
      notBefore: MINE,
    },
    {
      values: ['desktop'],
      names: ['desktop computer', 'desktop computers', 'computer', 'computers'],
      notBefore: MINE,
      notAfter: ['science', 'repair', 'store', 'shop'],
    },
    { values: ['tablet'], names: ['tablet', 'tablets', 'iPad', 'iPads'], notBefore: MINE },
    {
      values: ['ctv'],
      names: ['CTV', 'connected TV', 'connected TVs', 'smart TV', 'smart TVs', 'streaming TV', 'OTT'],
    },
  ],
};

/** Every device at once: "all devices", "cross-device". */
export const ALL_DEVICES: Vocabulary<'all'> = {
  kind: 'all-devices',
  entries: [
    {
      values: ['all'],
      names: [
        ...['all devices', 'all device', 'every device', 'every devices', 'any device', 'any devices'],
        ...['cross-device', 'cross device', 'every screen'],
      ],
    },
  ],
};

// "Hi guys", "thanks guys": the people in the chat, not an audience.
const GREETING = ['hi', 'hey', 'hello', 'thanks', 'you', 'ok', 'okay'];
// A product or an owner, not who sees the ads: "women-owned business", "women-led", "Mother's Day".
const NOT_AN_AUDIENCE = ['wear', 'owned', 'led', 'run', 'day'];

export const GENDERS: Vocabulary<Gender> = {
  kind: 'gender',
  notPossessive: true,
  entries: [
    {
      values: ['female'],
      names: ['women', 'woman', 'female', 'females'],
      typos: true,
      notAfter: NOT_AN_AUDIENCE,
    },
    {
      values: ['female'],
      names: [
        ...['wmn', 'wommn', 'woemn', 'womne', 'wimmin', 'femails', 'ladies', 'ladys', 'girls', 'moms'],
        ...['mums', 'mommies', 'mothers', 'wives', 'gals', 'lasses'],
      ],
      notAfter: NOT_AN_AUDIENCE,
    },
    { values: ['male'], names: ['men', 'male', 'males', 'mael', 'gentlemen'], notAfter: NOT_AN_AUDIENCE },
    {
      values: ['male'],
      names: ['gents', 'fellas', 'blokes', 'lads', 'dads', 'fathers', 'husbands', 'boys'],
      notAfter: NOT_AN_AUDIENCE,
    },
    { values: ['male'], names: ['guys'], notBefore: GREETING, notAfter: NOT_AN_AUDIENCE },
    { values: ['male'], names: ['mens'], onlyBefore: ['only', 'aged'] },
  ],
};

/** Everyone: "all genders", "both sexes", "regardless of gender". */
export const ALL_GENDERS: Vocabulary<'all'> = {
  kind: 'all-genders',
  entries: [
    {
      values: ['all'],
      names: [
        ...['all genders', 'all gender', 'any gender', 'any genders', 'both genders', 'every gender'],
        ...[
          'either gender',
          'all sexes',
          'both sexes',
          'any sex',
          'regardless of gender',
          'regardless of sex',
        ],
        ...['gender-neutral', 'gender neutral', 'no gender targeting', 'no gender restriction'],
        'no gender filter',
      ],
    },
  ],
};
