import '@testing-library/jest-dom';
import { matchMediaStub } from './test-support/browser';

// jsdom lacks these browser APIs; components (and Embla) query them on mount. Tests that talk to a local server
// run in the node environment (`@jest-environment node`), which has no window.
if (typeof window !== 'undefined' && !window.matchMedia) window.matchMedia = matchMediaStub();

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

// jsdom has <dialog> but not showModal()/close(): model just the open attribute.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
