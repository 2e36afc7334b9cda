// jsdom has no matchMedia; svelte/motion's prefersReducedMotion asks it when the app state is loaded. Import this
// before anything that imports the app state.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
