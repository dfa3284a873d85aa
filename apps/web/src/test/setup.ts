// Runs before every test file: jest-dom matchers, a clean page after each test (DOM, scripts,
// storage, media queries, real timers: a worker's files share one jsdom), and the browser APIs
// jsdom lacks (matchMedia, ResizeObserver) at the global boundary.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia, resetMediaQueries } from './media-queries';

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

// Defined once, before any app module loads: the store's slices read the system colour scheme
// as soon as the reducer is built.
// findBy/waitFor wait up to 5 s instead of 1 s: on a busy two-core CI machine a lazy screen's
// chunk can take longer than a second to load; a passing check still returns at once.
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', { configurable: true, value: fakeMatchMedia });
Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: NoopResizeObserver });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  // Scripts a test's code added (Stripe.js's loader) would outlive it in the worker's document.
  for (const script of document.querySelectorAll('script')) script.remove();
  resetMediaQueries();
});
