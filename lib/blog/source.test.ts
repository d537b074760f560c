import { getPostSummaries } from './source';

// The build's sanitiser runs DOMPurify over a jsdom of its own, which Jest's jsdom environment cannot load (that
// path has its own test under plain Node, scripts/build/sanitiser.test.ts); here the same policy runs over the test DOM.
jest.mock('jsdom', () => ({
  JSDOM: class {
    window = globalThis.window;
  },
}));

// Without NEXT_PUBLIC_BLOG_SITE the source reads the embedded samples, as the default export does.
describe('post source in the static export', () => {
  it('reshapes the posts once per build: every list page and social card gets the same list', async () => {
    const first = await getPostSummaries();
    expect(first.length).toBeGreaterThan(0);
    expect(await getPostSummaries()).toBe(first);
  });
});
