import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { slotFact } from './slots.ts';

const devicesFact = slotFact('devices');

import { type RunOptions, runFact } from './fact-test-helpers.ts';

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(devicesFact, 4, text, opts);
  return { ...r, devices: r.draft.targeting.devices };
}

describe('devices fact', () => {
  it.each([
    ['mobile only', ['mobile']],
    ['desktop and tablet', ['desktop', 'tablet']],
    ['phones', ['mobile']],
    ['smartphones', ['mobile']],
    ['CTV', ['ctv']],
    ['connected TV and mobile', ['ctv', 'mobile']],
    ['only on iphones and ipads', ['mobile', 'tablet']],
    ['laptops n desktops', ['desktop']],
    ['smart tvs', ['ctv']],
    ['women on mobile', ['mobile']],
    ['moblie and dekstop', ['mobile', 'desktop']],
  ])('reads "%s"', (text, devices) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'devices', op: 'replace', value: devices }]);
    expect([...r.devices].sort()).toEqual([...devices].sort());
  });

  it.each([
    ['only show it on computers, our signup flow is awful on mobile', ['desktop']],
    ['desktop and tablet; the checkout is broken on phones', ['desktop', 'tablet']],
    ['run it on phones because the site is slow on desktop', ['mobile']],
  ])('leaves out a device named in a complaint: "%s"', (text, devices) => {
    expect(
      [...run(text, { draft: { targeting: { devices: ['desktop', 'mobile', 'tablet'] } } }).devices].sort(),
    ).toEqual([...devices].sort());
  });

  it('removes a device the advertiser only complains about', () => {
    expect(
      run('tablets convert badly for us', { draft: { targeting: { devices: ['mobile', 'tablet'] } } })
        .devices,
    ).toEqual(['mobile']);
  });

  it.each([
    ['tablets are a no', ['desktop', 'mobile']],
    ['tablets are a no-go', ['desktop', 'mobile']],
    ['no tablets just desktop and mobile', ['desktop', 'mobile']],
    ['no tablet, only desktop', ['desktop']],
    ["desktop's out", ['mobile', 'tablet']],
  ])('reads a refusal: "%s"', (text, devices) => {
    expect(run(text, { draft: { targeting: { devices: ['desktop', 'mobile', 'tablet'] } } }).devices).toEqual(
      devices,
    );
  });

  it('removes a device from every device', () => {
    const r = run('no desktop');
    expect(r.facts).toEqual([{ key: 'devices', op: 'remove', value: ['desktop'] }]);
    expect(r.devices).toEqual(['mobile', 'tablet', 'ctv']);
  });

  it.each([
    ['nah scrap tablets', ['tablet']],
    ['we tried tablets last year, waste of money', ['tablet']],
    ['anything but desktop', ['desktop']],
  ])('reads "%s" as a removal (the recogniser\'s negation scope)', (text, removed) => {
    expect(run(text).facts).toEqual([{ key: 'devices', op: 'remove', value: removed }]);
  });

  it('removes from a chosen list', () => {
    expect(run('drop tablet', { draft: { targeting: { devices: ['mobile', 'tablet'] } } }).devices).toEqual([
      'mobile',
    ]);
  });

  it('reads included and excluded devices in one message', () => {
    const r = run('mobile and tablet, not desktop');
    expect(r.facts).toEqual([
      { key: 'devices', op: 'replace', value: ['mobile', 'tablet'] },
      { key: 'devices', op: 'remove', value: ['desktop'] },
    ]);
    expect(r.devices).toEqual(['mobile', 'tablet']);
  });

  it('adds with "also"', () => {
    expect(run('also tablets', { draft: { targeting: { devices: ['mobile'] } } }).devices).toEqual([
      'mobile',
      'tablet',
    ]);
  });

  it('reads "all devices" as the empty list', () => {
    const r = run('all devices', { draft: { targeting: { devices: ['mobile'] } } });
    expect(r.devices).toEqual([]);
    expect(r.said).toEqual(['devices all']);
  });

  it('refuses to remove every device', () => {
    const r = run('no mobile', { draft: { targeting: { devices: ['mobile'] } } });
    expect(r.devices).toEqual(['mobile']);
    expect(r.warnings).toEqual(['Ads need at least one device, so I kept the devices as they were.']);
  });

  it('claims only the device words', () => {
    const r = run('women 25-40 on mobile only');
    expect(r.message.text).toBe('women 25-40 on        only');
  });

  it.each([
    'drive mobile app installs',
    'call our phone number',
    'a mobile-friendly site',
    'phone calls are the goal',
    'we sell computer science courses',
    'TV ads',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['mobile only', 'desktop and tablet', 'no desktop', 'all devices', 'also ctv']) {
      const r = run(text, { draft: { targeting: { devices: ['ctv'] } } });
      expect(campaignDraftSchema.safeParse(r.draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('connected tv only').said).toEqual(['devices connected TV']);
  });

  it('turns an LLM value into a fact', () => {
    expect(devicesFact.llm?.toFacts(['mobile'])).toEqual([
      { key: 'devices', op: 'replace', value: ['mobile'] },
    ]);
    expect(devicesFact.llm?.toFacts(['watch'])).toEqual([]);
  });
});
