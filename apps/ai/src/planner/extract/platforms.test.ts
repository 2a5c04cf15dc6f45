import { describe, expect, it } from 'vitest';
import { extractPlatforms } from './platforms.ts';

describe('extractPlatforms', () => {
  it.each([
    ['Google Ads and TikTok only', ['google-ads', 'tiktok']],
    ['search ads plus LinkedIn', ['google-ads', 'linkedin']],
    ['Facebook and IG', ['facebook', 'instagram']],
    ['TikTok and Instagram', ['tiktok', 'instagram']],
    ['LINKEDIN, INSTAGRAM', ['linkedin', 'instagram']],
    ['Meta', ['facebook', 'instagram']],
    ['insta and tik tok', ['instagram', 'tiktok']],
    ['Traffic Roots + Mantis', ['traffic-roots', 'mantis']],
    ['ExoClick, TrafficJunky', ['exoclick', 'trafficjunky']],
    ['Coinzilla and Bitmedia', ['coinzilla', 'bitmedia']],
  ])('reads "%s"', (text, ids) => {
    expect(extractPlatforms(text).include).toEqual(ids);
  });

  it.each(['researching the market', 'a big tiktoker', 'ig'])('finds no platform in "%s"', (text) => {
    expect(extractPlatforms(text).include).toEqual([]);
  });

  it('splits exclusions and reads "all platforms"', () => {
    expect(extractPlatforms('google, linkedin but not facebook')).toMatchObject({
      include: ['google-ads', 'linkedin'],
      exclude: ['facebook'],
    });
    expect(extractPlatforms('no TikTok').exclude).toEqual(['tiktok']);
    expect(extractPlatforms('use all platforms').all).toBe(true);
  });
});
