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
