import { describe, expect, it } from 'vitest';
import { extractLooseName, extractStrongName } from './campaign-name.ts';

describe('extractStrongName', () => {
  it.each([
    ['I want to create a campaign called Spring Sale for sales', 'Spring Sale'],
    ['a campaign named “Q3 Push” targeting the US', 'Q3 Push'],
    ['name it Summer Launch', 'Summer Launch'],
    ['call it "Black Friday, Again"', 'Black Friday, Again'],
    ['campaign name: Back to School', 'Back to School'],
    ['called green leaf, for awareness', 'green leaf'],
  ])('reads %s', (text, name) => {
    expect(extractStrongName(text)?.name).toBe(name);
  });

  it('covers the quotes in its span so they are not read again as a headline', () => {
    const text = 'call it "Spring Sale" please';
    const m = extractStrongName(text);
    expect(text.slice(m?.start, m?.end)).toBe('"Spring Sale"');
  });

  it.each(['my name is John', 'hello', 'what should it be called?'])('finds no name in "%s"', (text) => {
    expect(extractStrongName(text)).toBeNull();
  });
});

describe('extractLooseName (when the planner asked for a name)', () => {
  it.each([
    ['Spring Sale', 'Spring Sale'],
    ['Spring Sale for sales', 'Spring Sale'],
    ['Summer Launch campaign', 'Summer Launch'],
    ['"Holiday 2025"', 'Holiday 2025'],
  ])('reads %s', (text, name) => {
    expect(extractLooseName(text)?.name).toBe(name);
  });

  it.each(['I want to create a new campaign', 'yes', 'sounds good', 'what do you suggest?', 'hi there'])(
    'does not take "%s" as a name',
    (text) => {
      expect(extractLooseName(text)).toBeNull();
    },
  );
});
