// jsdom lays nothing out, so no element's box ever changes size there, and it has no ResizeObserver. The components
// observe sizes (the settled-bets list keeps its latest line in view when the window is resized): in jsdom an observer
// that is never called is the truth. The real one is tested in Chromium (test/e2e/screens.e2e.ts resizes the window).
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
