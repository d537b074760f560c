/**
 * @jest-environment node
 */
// fetchAllPosts against the e2e suite's fake WordPress.com API over real HTTP, including its broken "loop" mode
// (a million posts claimed, the same page and next_page handle on every call).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fetchAllPosts } from './api';

let fake: ChildProcess;
let origin: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${origin}/__control/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  fake = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../../e2e/fake-wpcom/server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${origin}/__health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the fake API did not start');
});

afterAll(() => {
  fake?.kill();
});

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
