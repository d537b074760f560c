import type { APIRequestContext, Page } from '@playwright/test';
import { decode } from 'he';
import { articlePath } from '../lib/blog/paths';
import { ports, testBlogSite } from './ports';

const api = `http://127.0.0.1:${ports.wpcom}`;

/** A post as the fake API accepts it through its control endpoints (the missing fields are filled in). */
export type FakePost = {
  ID: number;
  title?: string;
  date?: string;
  modified?: string;
  content?: string;
  excerpt?: string;
  categories?: string[];
  tags?: string[];
  featured_image?: string;
  author?: string;
};

export type WirePost = { ID: number; title: string; featured_image: string; categories: Record<string, unknown> };

/** The posts the fake API serves to the build (its default data set), in the API's order. */
export async function apiPosts(request: APIRequestContext): Promise<WirePost[]> {
  const response = await request.get(`${api}/rest/v1.1/sites/${testBlogSite}/posts?number=100`);
  const body = (await response.json()) as { posts: WirePost[] };
  return body.posts;
}

/** The decoded title and the address of a post, as the site shows and links it. */
export const shown = (post: Pick<WirePost, 'ID' | 'title'>) => ({
  title: decode(post.title),
  href: articlePath(post.ID, post.title),
});

type Scenario = {
  posts?: FakePost[];
  remove?: number[];
  failList?: number;
  failPost?: number;
  /** Adds the post of hostile markup (hostilePost() in dev-services/fake-wpcom/data.ts, id 4103). */
  hostile?: boolean;
  /** Repeats the first post of every list page. */
  duplicate?: boolean;
};

/**
 * Gives this test its own copy of the fake API's data, changed as asked, and sends the page's API requests to
 * it. Tests that change data this way never see each other's changes, so they run in parallel.
 */
export async function useScenario(page: Page, request: APIRequestContext, scenario: Scenario) {
  const id = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const created = await request.post(`${api}/__control/scenario?scenario=${id}`, { data: scenario });
  if (!created.ok()) throw new Error(`the fake API refused the scenario: ${await created.text()}`);
  await page.route(`${api}/rest/**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('__scenario', id);
    return route.continue({ url: url.toString() });
  });
  return {
    /** Changes posts in this scenario after the page has loaded. */
    update: (posts: FakePost[]) => request.post(`${api}/__control/posts?scenario=${id}`, { data: posts }),
    /** The API requests this scenario has answered. */
    requests: async () =>
      ((await (await request.post(`${api}/__control/requests?scenario=${id}`)).json()) as { requests: string[] }).requests,
  };
}

/** The API's timestamp format: the site's offset, no milliseconds. */
export const apiDate = (date: Date) => date.toISOString().replace(/\.\d+Z$/, '+00:00');
