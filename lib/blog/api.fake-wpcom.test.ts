/**
 * @jest-environment node
 */
// fetchAllPosts against the fake WordPress.com API (dev-services/fake-wpcom) over real HTTP, including its broken "loop" mode
// (a million posts claimed, the same page and next_page handle on every call).
import { start, type FakeWpcom } from '@/dev-services/fake-wpcom/start';
import { fetchAllPosts } from './api';

let fake: FakeWpcom;
let origin: string;

async function control(path: string, body?: unknown) {
  const response = await fetch(`${origin}/__control/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// The fake starts in a child process (tsx compiles it first): seconds on a busy 2-core machine.
beforeAll(async () => {
  fake = await start();
  origin = fake.origin;
}, 30_000);

afterAll(() => fake?.stop());

const api = (scenario: string) => ({
  base: origin,
  site: 'e2e.wordpress.com',
  fetchOptions: {
    retries: 0,
    fetchImpl: ((url: string, init?: RequestInit) =>
      fetch(`${url}${url.includes('?') ? '&' : '?'}__scenario=${scenario}`, init)) as typeof fetch,
  },
});

describe('fetchAllPosts against the fake API', () => {
  it('reads every post of a normal blog', async () => {
    await control('scenario?scenario=normal', {});
    const posts = await fetchAllPosts(api('normal'));
    expect(posts).toHaveLength(46);
    expect(new Set(posts.map((post) => post.ID)).size).toBe(46);
  });

  it('stops a looping API within seconds and a few requests, naming what went wrong', async () => {
    await control('scenario?scenario=loop', { loop: 1_000_000 });
    const started = Date.now();
    await expect(fetchAllPosts(api('loop'))).rejects.toThrow(
      /page_handle=.*\(page 2\) repeats posts of earlier pages and adds none: the API is looping/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const { requests } = await control('requests?scenario=loop');
    expect(requests).toHaveLength(2);
  });
});
