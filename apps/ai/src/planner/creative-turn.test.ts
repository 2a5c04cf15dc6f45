import { createDraft } from '@northstar/shared/campaign';
import { reviewCompliance } from '@northstar/shared/compliance';
import { describe, expect, it } from 'vitest';
import { mergePatch } from './draft-patch.ts';
import { contextFor } from './planner.ts';
import { stopAt } from './planner-flow.ts';
import { APPROVE, Chat, modify, NOW, OPTS, REJECT } from './planner-test-helpers.ts';
import { emptyMemory, type PlannerState } from './planner-types.ts';

// Copy suggestions say only what the advertiser stated, and every copy instruction gets an answer.

const INVENTED =
  /free shipping|free delivery|% off|discount|free trial|free consult|free demo|free guide|sale|deal/i;

function chatAt(draft: Parameters<typeof mergePatch<ReturnType<typeof createDraft>>>[1]): Chat {
  const base: PlannerState = {
    step: 5,
    draft: mergePatch(createDraft({ now: NOW }), draft),
    pendingApproval: null,
    awaiting: null,
    launched: false,
    memory: emptyMemory(),
    campaign: null,
    launch: null,
  };
  return new Chat(stopAt(base, 5, contextFor(base, '', OPTS), [], false).state);
}

const florist = {
  campaignName: 'Petal Post',
  objective: 'sales' as const,
  industry: 'florist',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads' as const, 'instagram' as const] },
  targeting: { geography: { countries: ['GB'] } },
};
const tutor = {
  ...florist,
  campaignName: 'Maths Made Easy',
  objective: 'leads' as const,
  industry: 'tutoring',
  kpis: { primary: 'cpl' },
};
const app = {
  ...florist,
  campaignName: 'Stepper',
  objective: 'app_installs' as const,
  industry: 'fitness apps',
  kpis: { primary: 'cpi' },
};

describe('copy suggestions', () => {
  it.each([
    ['florist', florist],
    ['tutor', tutor],
    ['app', app],
  ])('invent no offer on arrival (%s), and pass the compliance review', (_label, draft) => {
    const chat = chatAt(draft);
    const pending = chat.state.pendingApproval;
    expect(pending?.kind).toBe('headlines');
    expect(pending?.summary).not.toMatch(INVENTED);
    for (let i = 0; i < 2; i++) expect(chat.send(REJECT).response).not.toMatch(INVENTED);
    const approved = mergePatch(chat.state.draft, chat.state.pendingApproval?.patch ?? {});
    expect(reviewCompliance(approved).findings.filter((f) => f.severity === 'blocker')).toEqual([]);
  });

  it('uses an offer the advertiser states, in any words', () => {
    const chat = chatAt(florist);
    const r = chat.send('can we get headlines that push our 20% off bouquets?');
    expect(r.requiresApproval).toBe(true);
    expect(r.response).toMatch(/20% Off Bouquets/);
    expect(r.campaignState.creatives.copy.headlines).toEqual([]);
  });

  it('rewrites the suggestion when an offer is stated and another ruled out, never echoing the ruled-out one', () => {
    const chat = chatAt(florist);
    const r = chat.send('we do BOGO on roses, but there is no free delivery');
    expect(r.response).toMatch(/Buy One Get One Free/);
    expect(r.response).not.toMatch(/free delivery/i);
    expect(r.requiresApproval).toBe(true);
  });

  it('answers the Modify button with the offer worked in', () => {
    const chat = chatAt(tutor);
    const r = chat.send(modify('include first lesson free and nothing about discounts'));
    expect(r.response).toMatch(/First Lesson Free/);
    expect(r.response).not.toMatch(/discount/i);
    expect(r.response).not.toMatch(/could not tell/);
  });

  it.each([
    ['make them shorter', (h: string[]) => h.every((x) => x.length <= 25)],
    ['a bit more playful please', (h: string[]) => h.length >= 2],
    ['more professional', (h: string[]) => h.length >= 2],
    ['use our name in them', (h: string[]) => h.every((x) => x.includes('Petal Post'))],
  ])('revises the suggestion for "%s"', (text, check) => {
    const chat = chatAt(florist);
    const before = chat.state.pendingApproval?.patch.creatives?.copy?.headlines;
    const r = chat.send(modify(text));
    const after = (r.approvalData?.patch.creatives?.copy?.headlines ?? []) as string[];
    expect(r.requiresApproval).toBe(true);
    expect(after).not.toEqual(before);
    expect(check(after)).toBe(true);
    expect(r.response).toMatch(/^Updated\./m);
  });

  it('drops the line the advertiser names and keeps the rest', () => {
    const chat = chatAt(florist);
    const before = (chat.state.pendingApproval?.patch.creatives?.copy?.headlines ?? []) as string[];
    const r = chat.send('lose the second one');
    expect(r.approvalData?.patch.creatives?.copy?.headlines).toEqual([before[0], before[2]]);
  });

  it('says what it can do for an instruction it cannot follow', () => {
    const chat = chatAt(florist);
    const about = chat.send(modify('add one about same-day delivery'));
    expect(about.response).toMatch(/can't add a line about same-day delivery/);
    expect(about.requiresApproval).toBe(true);
    const vague = chat.send(modify('make it pop'));
    expect(vague.response).toMatch(/shorter, more playful or more formal/);
  });

  it('suggests ad descriptions and a call to action when asked, at step 5 or after', () => {
    const chat = chatAt({ ...florist, creatives: { copy: { headlines: ['Flowers by post'] } } });
    const d = chat.send('could you draft a couple of ad descriptions');
    expect(d.requiresApproval).toBe(true);
    expect(d.approvalData?.summary).toMatch(/^Ad descriptions: /);
    expect(d.response).not.toMatch(INVENTED);
    const cta = chat.send('and what button text would you use?');
    expect(cta.approvalData?.patch.creatives?.copy?.callsToAction).toEqual(['Shop Now']);
    const yes = chat.send(APPROVE);
    expect(yes.campaignState.creatives.copy.callsToAction).toEqual(['Shop Now']);
  });

  it('"ok, suggest headlines" asks for ideas; it does not approve', () => {
    const chat = chatAt(florist);
    const r = chat.send('ok suggest some headlines for the spring range');
    expect(r.requiresApproval).toBe(true);
    expect(r.campaignState.creatives.copy.headlines).toEqual([]);
    expect(r.campaignState.schedule).toEqual(chat.replies[0]?.state.draft.schedule);
  });

  it('uses the advertiser’s own headline over an open suggestion, even after "fine"', () => {
    const chat = chatAt(florist);
    const r = chat.send('fine. headline "Posies by post", body text: Tied by hand in Bath.');
    expect(r.campaignState.creatives.copy.headlines).toEqual(['Posies by post']);
    expect(r.campaignState.creatives.copy.descriptions).toEqual(['Tied by hand in Bath.']);
  });

  it('"yes, and CTA ..." approves the suggestion and adds the button', () => {
    const chat = chatAt(florist);
    const suggested = chat.state.pendingApproval?.patch.creatives?.copy?.headlines;
    const r = chat.send('yes, and cta Order Flowers');
    expect(r.campaignState.creatives.copy.headlines).toEqual(suggested);
    expect(r.campaignState.creatives.copy.callsToAction).toEqual(['Order Flowers']);
  });

  it('does not offer a rejected set again', () => {
    const chat = chatAt(florist);
    const first = chat.state.pendingApproval?.summary;
    chat.send('no, something else');
    expect(chat.send('suggest headlines').approvalData?.summary).not.toBe(first);
  });
});
