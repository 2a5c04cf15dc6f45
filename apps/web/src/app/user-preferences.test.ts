import { describe, expect, it } from 'vitest';
import { mergePreferences } from './user-preferences.ts';

describe('mergePreferences', () => {
  it('merges objects deeply and replaces arrays and values, like the server', () => {
    const merged = mergePreferences(
      {
        dashboard: { moduleOrder: ['a', 'b'] },
        ai: { tone: 'friendly', voiceOutput: true },
        colorTheme: 'light-ocean',
      },
      { dashboard: { moduleOrder: ['b'] }, ai: { tone: 'concise' } },
    );
    expect(merged).toEqual({
      dashboard: { moduleOrder: ['b'] },
      ai: { tone: 'concise', voiceOutput: true },
      colorTheme: 'light-ocean',
    });
  });
});
