import { describe, expect, it } from 'vitest';
import { signInGreeting } from './sign-in-greeting.ts';

describe('signInGreeting', () => {
  it('welcomes back only a user who has signed in before', () => {
    expect(signInGreeting('Ada', true)).toBe('Welcome back, Ada');
    expect(signInGreeting('Ada', false)).toBe('Welcome to Northstar, Ada');
  });

  it('reads well without a name', () => {
    expect(signInGreeting(undefined, true)).toBe('Welcome back');
    expect(signInGreeting('  ', false)).toBe('Welcome to Northstar');
  });
});
