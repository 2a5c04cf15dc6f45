import { describe, expect, it } from 'vitest';
import { campaignNameSuggestions } from './name-suggestions.ts';

describe('campaignNameSuggestions', () => {
  it('follows the three patterns: subject with month and year, quarter and year, month and year', () => {
    expect(campaignNameSuggestions(' Retail ', { year: 2025, month: 2 })).toEqual([
      'Retail Campaign - March 2025',
      'Q1 2025 Campaign',
      'March 2025 Campaign',
    ]);
  });

  it('leaves the subject pattern out without a subject, and counts quarters from the month', () => {
    expect(campaignNameSuggestions('  ', { year: 2025, month: 10 })).toEqual([
      'Q4 2025 Campaign',
      'November 2025 Campaign',
    ]);
    expect(campaignNameSuggestions('', { year: 2026, month: 5 })[0]).toBe('Q2 2026 Campaign');
  });
});
