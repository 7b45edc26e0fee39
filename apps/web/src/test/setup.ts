import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../locales/i18n';

// Tests switch languages synchronously: the English catalogue (a lazy chunk in the app) is there from the start.
await loadCatalogue('en-US');

// antd's responsive helpers need matchMedia, which jsdom lacks.
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

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
