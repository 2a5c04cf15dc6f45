import { describe, expect, it } from 'vitest';
import { DEMO_REPLIES, demoReply, demoTopic } from './demo-replies.ts';

describe('demo replies', () => {
  it.each([
    ['How much budget do I need?', 'budget'],
    ['What should I spend per day?', 'budget'],
    ['Who should my audience be?', 'audience'],
    ['Which countries should I target?', 'audience'],
    ['What goal fits a product launch?', 'goal'],
    ['Which KPI proves it works?', 'goal'],
    ['Hello there', 'generic'],
  ] as const)('"%s" gets the %s reply', (message, topic) => {
    expect(demoTopic(message)).toBe(topic);
    expect(demoReply(message)).toBe(`[DEMO MODE] ${DEMO_REPLIES[topic]}`);
  });

  it('prefers budget when a message mentions several topics', () => {
    expect(demoTopic('My goal is reach; what budget and audience?')).toBe('budget');
  });

  it('matches keywords whatever their case', () => {
    expect(demoTopic('BUDGET?')).toBe('budget');
  });
});
