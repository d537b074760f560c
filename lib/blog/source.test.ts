import { getPostSummaries } from './source';

// Without NEXT_PUBLIC_BLOG_SITE the source reads the embedded samples, as the default export does.
describe('post source in the static export', () => {
  it('reshapes the posts once per build: every list page and social card gets the same list', async () => {
    const first = await getPostSummaries();
    expect(first.length).toBeGreaterThan(0);
    expect(await getPostSummaries()).toBe(first);
  });
});
