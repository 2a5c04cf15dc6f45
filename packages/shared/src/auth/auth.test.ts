import { describe, expect, it } from 'vitest';
import { preferencesSchema, registerRequestSchema } from './auth.ts';

const valid = {
  email: ' Ada@Example.COM ',
  password: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('registerRequestSchema', () => {
  it('normalises the e-mail to trimmed lower case', () => {
    expect(registerRequestSchema.parse(valid).email).toBe('ada@example.com');
  });
  it('refuses role, status and any other unknown field', () => {
    expect(registerRequestSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, status: 'approved' }).success).toBe(false);
  });
  it('refuses passwords shorter than 12 or longer than 128 characters', () => {
    expect(registerRequestSchema.safeParse({ ...valid, password: 'a'.repeat(11) }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, password: 'a'.repeat(12) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...valid, password: 'a'.repeat(129) }).success).toBe(false);
  });
});

describe('preferencesSchema', () => {
  it('accepts a module order and refuses unknown keys', () => {
    expect(preferencesSchema.safeParse({ dashboard: { moduleOrder: ['analytics'] } }).success).toBe(true);
    expect(preferencesSchema.safeParse({ isAdmin: true }).success).toBe(false);
  });
});

describe('preferencesSchema customColors', () => {
  const readable = { background: '#fdf6e3', card: '#ffffff', content: '#eee8d5', text: '#073642' };

  it('accepts a readable set', () => {
    expect(preferencesSchema.safeParse({ customColors: readable, isCustomTheme: true }).success).toBe(true);
  });

  it('refuses an unreadable set and says which surface and ratio', () => {
    const result = preferencesSchema.safeParse({ customColors: { ...readable, text: '#f5f5f5' } });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(
      'Text on the background colour has a contrast of 1.01:1; it needs at least 4.5:1 to stay readable.',
    );
    expect(result.error?.issues[0]?.path).toEqual(['customColors', 'text']);
  });

  it('refuses values that are not colours', () => {
    expect(preferencesSchema.safeParse({ customColors: { ...readable, card: 'url(x)' } }).success).toBe(
      false,
    );
  });
});
