import { vi } from 'vitest';

/**
 * Stubs window.matchMedia, which jsdom lacks; `matches` answers each media query. setup.ts installs one
 * that matches nothing before every test (react-hot-toast's Toaster throws without it); a test that needs
 * a desktop width or reduced motion stubs its own.
 */
export const stubMatchMedia = (matches: (query: string) => boolean = () => false) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
