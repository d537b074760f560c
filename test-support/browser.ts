// Stand-ins for browser APIs jsdom lacks: jest.setup.ts installs them for every test, and a test that needs a media
// query to match installs its own matchMedia from here.

/** A window.matchMedia whose queries match where `matches` says so; its listeners never fire. */
export function matchMediaStub(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
