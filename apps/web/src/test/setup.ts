import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from './match-media.ts';

// findBy*/waitFor give up after 1 s by default; a loaded CI machine (2 cores, every project at once)
// can take longer to render a lazy route, so waiting longer keeps those tests about behaviour, not speed.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: charts (Recharts) only need ResizeObserver to exist.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // A browser at mobile width that has not asked for reduced motion; afterEach's unstub removes it.
  stubMatchMedia();
  // The API client logs every call with console.debug; keep test output readable.
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
