import { fetchJson, FetchError } from './api';

const URL_ = 'https://api.example/rest/v1.1/sites/s/posts';

// jsdom has no fetch Response: a minimal stand-in with the members fetchJson reads.
function answer(text: string, status = 200, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    body: null,
    text: async () => text,
  } as unknown as Response;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return answer(JSON.stringify(body), status, headers);
}

function setup(...answers: (Response | Error)[]) {
  const fetchImpl = jest.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = jest.fn(async () => {});
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls: fetchImpl, sleep };
}

describe('fetchJson', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    const { fetchImpl, sleep } = setup(json({ found: 0 }));
    await expect(fetchJson(URL_, { fetchImpl, sleep })).resolves.toEqual({ found: 0 });
    expect(sleep).not.toHaveBeenCalled();
  });

  it("passes Next's cache options to fetch only when given (server mode's window and tags)", async () => {
    const { fetchImpl, calls, sleep } = setup(json({}), json({}));
    await fetchJson(URL_, { fetchImpl, sleep, next: { revalidate: 300, tags: ['blog'] } });
    await fetchJson(URL_, { fetchImpl, sleep });
    const inits = (calls.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => init);
    expect(inits[0]).toMatchObject({ next: { revalidate: 300, tags: ['blog'] }, headers: { Accept: 'application/json' } });
    expect(inits[1]).not.toHaveProperty('next');
  });

  it('retries 5xx and network errors with exponential backoff, then succeeds', async () => {
    const { fetchImpl, calls, sleep } = setup(json({}, 502), new TypeError('fetch failed'), json({}, 503), json({ ok: true }));
    await expect(fetchJson(URL_, { fetchImpl, sleep, backoffMs: 100 })).resolves.toEqual({ ok: true });
    expect(calls).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[100], [200], [400]]);
  });

  it('gives up after 3 retries with an error naming the URL, the status and the attempts', async () => {
    const { fetchImpl, calls, sleep } = setup(
      json({}, 500),
      json({}, 500),
      json({}, 500),
      json({ error: 'busy', message: 'Try later' }, 500),
    );
    const error = await fetchJson(URL_, { fetchImpl, sleep }).catch((e: unknown) => e);
    expect(calls).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`GET ${URL_} failed: HTTP 500 (busy: Try later) after 4 attempts`);
    expect((error as FetchError).status).toBe(500);
    expect((error as FetchError).url).toBe(URL_);
  });

  it('does not retry a 4xx answer and exposes the API error code', async () => {
    const { fetchImpl, calls } = setup(json({ error: 'unknown_post', message: 'Unknown post' }, 404));
    const error = (await fetchJson(URL_, { fetchImpl }).catch((e: unknown) => e)) as FetchError;
    expect(calls).toHaveBeenCalledTimes(1);
    expect(error.message).toBe(`GET ${URL_} failed: HTTP 404 (unknown_post: Unknown post)`);
    expect(error.code).toBe('unknown_post');
    expect(error.status).toBe(404);
  });

  it('retries 429, honouring Retry-After', async () => {
    const { fetchImpl, sleep } = setup(json({}, 429, { 'Retry-After': '2' }), json([1]));
    await expect(fetchJson(URL_, { fetchImpl, sleep })).resolves.toEqual([1]);
    expect(sleep.mock.calls).toEqual([[2000]]);
  });

  it('aborts a hanging attempt after the timeout and reports it', async () => {
    const fetchImpl = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const error = (await fetchJson(URL_, { fetchImpl, timeoutMs: 20, retries: 1, sleep: async () => {} }).catch(
      (e: unknown) => e,
    )) as FetchError;
    expect(error.message).toBe(`GET ${URL_} failed: no answer within 20 ms after 2 attempts`);
    expect(error.status).toBeNull();
  });

  describe("the caller's cancellation (the visitor left the page)", () => {
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    beforeEach(() => hanging.mockClear());

    it('stops the attempt in flight and rejects with the reason, with no retry', async () => {
      const leaving = new AbortController();
      const result = fetchJson(URL_, { fetchImpl: hanging as unknown as typeof fetch, signal: leaving.signal, sleep: async () => {} });
      leaving.abort(new DOMException('left the page', 'AbortError'));
      await expect(result).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
      expect(hanging).toHaveBeenCalledTimes(1);
    });

    it('sends no further attempt when it comes while waiting to retry', async () => {
      const leaving = new AbortController();
      const { fetchImpl, calls } = setup(json({}, 503), json({ late: true }));
      const sleep = jest.fn(async () => leaving.abort(new DOMException('left the page', 'AbortError')));
      await expect(fetchJson(URL_, { fetchImpl, sleep, signal: leaving.signal })).rejects.toMatchObject({ name: 'AbortError' });
      expect(calls).toHaveBeenCalledTimes(1);
    });

    it('leaves the timeout working while it has not come', async () => {
      const leaving = new AbortController();
      const error = (await fetchJson(URL_, {
        fetchImpl: hanging as unknown as typeof fetch,
        signal: leaving.signal,
        timeoutMs: 20,
        retries: 1,
        sleep: async () => {},
      }).catch((e: unknown) => e)) as FetchError;
      expect(error.message).toBe(`GET ${URL_} failed: no answer within 20 ms after 2 attempts`);
      expect(hanging).toHaveBeenCalledTimes(2);
    });
  });

  it('fails clearly on a body that is not JSON, without retrying', async () => {
    const { fetchImpl, calls } = setup(answer('<html>maintenance</html>'));
    await expect(fetchJson(URL_, { fetchImpl })).rejects.toThrow(`GET ${URL_} answered 200 with a body that is not JSON`);
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
