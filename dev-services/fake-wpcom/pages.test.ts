import assert from 'node:assert/strict';
import { test as it } from 'node:test';
import { parsePageList } from '../../lib/wp-pages/schema';
import { planPages } from '../../lib/wp-pages/paths';
import { createFakeApi } from './api';

const origin = 'http://127.0.0.1:4199';
const list = (api: ReturnType<typeof createFakeApi>, query: string) =>
  api.handleApi(new URL(`/rest/v1.1/sites/e2e.wordpress.com/posts?${query}`, origin))!;

it('lists pages with type=page in the API page shape, and posts without it', () => {
  const api = createFakeApi({ origin });
  const pages = list(api, 'type=page&number=100').body as { found: number; posts: Record<string, unknown>[] };
  assert.ok(pages.found >= 4);
  assert.ok(pages.posts.every((page) => page.type === 'page' && 'menu_order' in page && 'parent' in page));
  const child = pages.posts.find((page) => page.ID === 8102)!;
  assert.deepEqual(Object.keys(child.parent as object).sort(), ['ID', 'link', 'title', 'type']);
  assert.equal(new URL(child.URL as string).pathname, '/events/expo-2027/');
  const posts = list(api, 'number=100').body as { posts: { type: string }[] };
  assert.ok(posts.posts.every((post) => post.type === 'post'));
});

it("the site reads the default set's pages as planned: two built, a taken path and a draft parent left out", () => {
  const api = createFakeApi({ origin });
  const { posts } = parsePageList(list(api, 'type=page&number=100').body, 'fake', () => {});
  const { placed, leftOut } = planPages(posts);
  assert.deepEqual(placed.map(({ path }) => path).sort(), ['/events', '/events/expo-2027']);
  assert.deepEqual(leftOut.map(({ page }) => page.ID).sort(), [8103, 8104]);
});

it('the realistic set has a landing page over photos, a child, a hostile page, a taken path and a draft parent', () => {
  const api = createFakeApi({ origin, dataset: 'realistic' });
  const { posts } = parsePageList(list(api, 'type=page&number=100').body, 'fake', () => {});
  const { placed, leftOut } = planPages(posts);
  assert.deepEqual(placed.map(({ path }) => path).sort(), ['/field-guide', '/field-guide/site-survey', '/hostile-page']);
  assert.deepEqual(leftOut.map(({ page }) => page.ID).sort(), [8204, 8205]);
  assert.match(posts.find((page) => page.ID === 8201)!.content, /wp-block-cover__image-background[^>]+srcset=/);
});

it('seeds N generated pages beside the posts (the build benchmark), paged like posts', () => {
  const api = createFakeApi({ origin });
  api.handleControl('/__control/seed', new URL('/__control/seed?count=10&pages=200', origin), undefined);
  const first = list(api, 'type=page&number=100').body as { found: number; posts: unknown[]; meta: { next_page?: string } };
  assert.equal(first.found, 200);
  assert.equal(first.posts.length, 100);
  assert.ok(first.meta.next_page);
  const { posts } = parsePageList(first, 'fake', () => {});
  assert.equal(posts.length, 100);
  api.handleControl('/__control/seed', new URL('/__control/seed?count=10&pages=0', origin), undefined);
  assert.equal((list(api, 'type=page').body as { found: number }).found, 0);
});
