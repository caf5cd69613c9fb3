import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A page that arrives through lazily loaded chunks can take over a second on a busy two-core machine (the first
// transform of its modules); findBy* waits up to five before it calls the page missing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs the UI kit and the app use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

// The app's API bases are paths (`/api`), which a browser resolves against the page; Node's Request does not.
const NativeRequest = globalThis.Request;
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin).href : input, init);
  }
}
globalThis.Request = PageRelativeRequest as typeof Request;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
