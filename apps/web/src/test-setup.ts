import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const browser = typeof window !== 'undefined';

// What Mantine's components ask of the browser and jsdom lacks.
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browser && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (browser) Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  if (!browser) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
