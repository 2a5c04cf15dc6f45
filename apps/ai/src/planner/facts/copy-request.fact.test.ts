import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import type { DialogueAct } from '../dialogue/acts.ts';
import { type CopyRequest, copyRequestFact } from './copy-request.fact.ts';
import { MessageText } from './message-text.ts';

const now = new Date('2026-11-24T12:00:00Z');

function read(text: string, opts: { awaiting?: string | null; act?: DialogueAct } = {}) {
  const message = new MessageText(text);
  const facts = copyRequestFact.read(message, {
    step: 5,
    awaiting: opts.awaiting ?? null,
    draft: createDraft({ now }),
    now,
    act: opts.act ?? 'statement',
  });
  return { value: facts[0]?.value as CopyRequest | undefined, message };
}

describe('copy request fact', () => {
  it.each([
    ['could u come up with a few headlines', ['headlines']],
    ['headline ideas?', ['headlines']],
    ['any tagline suggestions for the launch', ['headlines']],
    ['need some body text for the ads', ['descriptions']],
    ['help me with the ad text lol', ['descriptions']],
    ['what would you put on the button?', ['callsToAction']],
    ['which CTA should we use', ['callsToAction']],
    ['write me the ad copy', ['headlines', 'descriptions']],
    ['two headlines and a cta please', ['headlines', 'callsToAction']],
  ])('reads the request in "%s"', (text, parts) => {
    expect(read(text).value?.parts).toEqual(parts);
  });

  it.each([
    'headline: Fresh bread daily',
    'the headline is too long',
    'I need to change the headline',
    'we sell buttons',
  ])('reads no request in "%s"', (text) => {
    expect(read(text).value).toBeUndefined();
  });

  it('claims what the copy is for, so it sets no schedule or platform', () => {
    const r = read('suggest headlines for our summer dresses on tiktok');
    expect(r.value?.parts).toEqual(['headlines']);
    expect(r.message.text).not.toMatch(/summer|tiktok/i);
  });

  it.each([
    ['shorter please', { shorter: true }],
    ['too long, make them punchier', { shorter: true }],
    ['make them more fun', { tone: 'playful' }],
    ['a little less formal', { tone: 'playful' }],
    ['more polished and professional', { tone: 'formal' }],
    ['put our brand name in', { useName: true }],
  ])('reads the style in "%s" while copy is suggested', (text, style) => {
    expect(read(text, { awaiting: 'headlines' }).value?.style).toEqual(style);
  });

  it('reads no style in approvals or away from copy', () => {
    expect(read('sounds fun, yes', { awaiting: 'headlines' }).value).toBeUndefined();
    expect(read('make them shorter', { awaiting: 'countries' }).value).toBeUndefined();
  });

  it.each([
    ['drop the second one', [1]],
    ["I don't like the last one", [-1]],
    ['remove #1 and #3', [0, 2]],
  ])('reads which suggested line to drop in "%s"', (text, drop) => {
    expect(read(text, { awaiting: 'headlines' }).value?.drop).toEqual(drop);
  });

  it('reads a subject to write about and a mention', () => {
    expect(read('add one about our loyalty card', { act: 'modify' }).value?.about).toBe('our loyalty card');
    expect(read('mention it', { awaiting: 'headlines' }).value?.mention).toBe(true);
  });
});
