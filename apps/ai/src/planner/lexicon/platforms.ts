import type { PlatformId } from '@northstar/shared/campaign';
import type { Vocabulary } from './vocabulary.ts';

// The names people use for each ad network. "Meta" buys Facebook and Instagram together, so it means
// both. Lower-case "ig" is too short to trust alone; it counts beside another network ("fb, ig and google").
export const PLATFORMS: Vocabulary<PlatformId> = {
  kind: 'platform',
  entries: [
    {
      values: ['google-ads'],
      names: ['Google', 'Google Ads', 'Google Search', 'AdWords', 'Google AdWords'],
      typos: true,
    },
    { values: ['google-ads'], names: ['search', 'search ads', 'search network', 'PPC', 'SEM'] },
    { values: ['facebook'], names: ['Facebook', 'face book', 'FB', 'Facebook Ads'], typos: true },
    { values: ['facebook', 'instagram'], names: ['Meta', 'Meta Ads'] },
    {
      values: ['instagram'],
      names: ['Instagram', 'Insta', 'Instagramm', 'Instagram Ads'],
      capitals: ['IG'],
      weak: ['ig'],
      typos: true,
    },
    { values: ['instagram'], names: ['Reels'] },
    { values: ['tiktok'], names: ['TikTok', 'tik tok', 'TikTok Ads', 'TT ads'], typos: true },
    { values: ['linkedin'], names: ['LinkedIn', 'linked in', 'LinkedIn Ads'], typos: true },
    { values: ['mantis'], names: ['Mantis', 'Mantis Ad Network'] },
    { values: ['traffic-roots'], names: ['Traffic Roots', 'TrafficRoots'] },
    { values: ['exoclick'], names: ['ExoClick', 'Exo Click'] },
    { values: ['trafficjunky'], names: ['TrafficJunky', 'Traffic Junky'] },
    { values: ['coinzilla'], names: ['Coinzilla'] },
    { values: ['bitmedia'], names: ['Bitmedia', 'Bit Media'] },
  ],
};
