import { platformPolicy } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { reviewCompliance } from '@northstar/shared/compliance';
import { describe, expect, it } from 'vitest';
import { startConversation } from './planner.ts';
import { APPROVE, Chat, modify, OPTS, REJECT } from './planner-test-helpers.ts';

const blockers = (chat: Chat) =>
  reviewCompliance(chat.state.draft).findings.filter((f) => f.severity === 'blocker');

describe('a regulated (cannabis) campaign', () => {
  const start = startConversation({
    ...OPTS,
    initialMessage: 'I want to create a cannabis campaign called Green Leaf for awareness',
  });
  const chat = new Chat(start.state);

  it('switches to the regulated channel with the cannabis category', () => {
    expect(start.aiResponse.campaignState).toMatchObject({
      campaignType: 'regulated',
      regulatedCategory: 'cannabis',
      campaignName: 'Green Leaf',
      objective: 'awareness',
    });
    expect(start.aiResponse.campaignStep).toBe(2);
  });

  it('recommends only networks that accept cannabis, and every alternative too', () => {
    const first = chat.send(APPROVE);
    expect(first.campaignStep).toBe(3);
    const offered = [first.approvalData];
    let reply = first;
    while (reply.approvalData?.kind === 'platform_mix' && offered.length < 6) {
      reply = chat.send(REJECT);
      if (reply.approvalData?.kind === 'platform_mix') offered.push(reply.approvalData);
    }
    expect(offered.length).toBeGreaterThan(1);
    for (const approval of offered) {
      const selected = (approval?.patch.platforms?.selected ?? []) as Parameters<typeof platformPolicy>[1][];
      expect(selected.length).toBeGreaterThan(0);
      for (const p of selected) expect(platformPolicy('cannabis', p).access).not.toBe('prohibited');
    }
  });

  it('refuses a prohibited network the user names', () => {
    const r = chat.send('Facebook and Mantis');
    expect(r.response).toContain('Facebook does not accept Cannabis ads');
    expect(r.campaignState.platforms.selected).toEqual(['mantis']);
    expect(r.campaignStep).toBe(4);
    // Step 4 suggests where cannabis may run, for adults 21+.
    expect(r.approvalData).toMatchObject({
      kind: 'audience',
      patch: { targeting: { demographics: { ageMin: 21 } } },
    });
  });

  it('leaves out a country cannabis may not run in, and raises the age to the legal minimum', () => {
    const r = chat.send(modify('target the US and Germany, ages 18-34'));
    expect(r.campaignState.targeting.geography.countries).toEqual(['US']);
    expect(r.campaignState.targeting.demographics).toMatchObject({ ageMin: 21, ageMax: 34 });
    expect(r.response).toMatch(/not allowed in Germany/);
    expect(r.response).toMatch(/minimum age to 21/);
    expect(r.campaignStep).toBe(5);
  });

  it('suggests headlines with the required disclaimer', () => {
    const r = chat.state.pendingApproval;
    expect(r?.kind).toBe('headlines');
    expect(r?.patch.creatives?.copy?.descriptions).toEqual(['For use only by adults 21 and older.']);
  });

  it('holds at step 6 while the US is targeted whole, and offers the adult-use states', () => {
    const r = chat.send(APPROVE);
    expect(r.campaignStep).toBe(6);
    expect(blockers(chat).map((f) => f.ruleId)).toEqual(['cannabis.us-states']);
    expect(r.approvalData?.kind).toBe('compliance_fix');
    expect(r.approvalData?.patch.targeting?.geography?.regions).toContain('Colorado');
    expect(chat.send('next').campaignStep).toBe(6);
    expect(chat.send("let's continue").campaignStep).toBe(6);
  });

  it('leaves out a state with no licensed cannabis market', () => {
    const r = chat.send('Texas only');
    expect(r.campaignState.targeting.geography.regions).toEqual([]);
    expect(r.response).toMatch(/not allowed in Texas/);
    expect(r.campaignStep).toBe(6);
  });

  it('moves on once the compliance fix is approved', () => {
    const r = chat.send(APPROVE);
    expect(blockers(chat)).toEqual([]);
    expect(r.campaignState.targeting.demographics.ageMin).toBe(21);
    expect(r.campaignStep).toBe(7);
    expect(r.campaignState.compliance.status).not.toBe('rejected');
  });

  it('finishes as a valid regulated draft', () => {
    chat.send('$10,000 total');
    chat.send(APPROVE);
    const r = chat.send(APPROVE);
    expect(r.campaignStep).toBe(9);
    expect(chat.send('launch').approvalData?.kind).toBe('launch_policies');
    chat.send(APPROVE);
    chat.send(APPROVE);
    const launched = chat.send(APPROVE);
    expect(launched.state.launch?.status).toBe('approved');
    expect(campaignDraftSchema.safeParse(launched.campaignState).success).toBe(true);
  });
});
