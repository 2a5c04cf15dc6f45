import { describe, expect, it } from 'vitest';
import { campaignCode, nextSuggestion } from './name-suggestions.ts';

const march = new Date(2025, 2, 14);

describe('name suggestions', () => {
  it('cycles through the shared patterns for the local month on each press', () => {
    const first = nextSuggestion('', 'Retail', march);
    const second = nextSuggestion(first, 'Retail', march);
    const third = nextSuggestion(second, 'Retail', march);
    expect([first, second, third, nextSuggestion(third, 'Retail', march)]).toEqual([
      'Retail Campaign - March 2025',
      'Q1 2025 Campaign',
      'March 2025 Campaign',
      'Retail Campaign - March 2025',
    ]);
  });

  it('makes campaign IDs from the upper-case base-36 timestamp', () => {
    expect(campaignCode(1_741_600_000_000)).toBe(`CMP-${(1_741_600_000_000).toString(36).toUpperCase()}`);
    expect(campaignCode()).toMatch(/^CMP-[0-9A-Z]+$/);
  });
});
