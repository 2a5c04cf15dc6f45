import { describe, expect, it } from 'vitest';
import { warmUpPlanner } from './planner-warmup.ts';

describe('warmUpPlanner', () => {
  it('runs a whole scripted conversation through to launch', () => {
    const state = warmUpPlanner(new Date('2025-03-10T12:00:00Z'));
    expect(state.launch?.status).toBe('approved');
    expect(state.step).toBe(9);
  });
});
