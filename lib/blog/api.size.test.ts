/**
 * @jest-environment node
 */
// Response size caps with real fetch Responses (streamed bodies, Content-Length), which jsdom does not have.
import { fetchJson, FetchError } from './api';

const URL_ = 'https://api.example/rest/v1.1/sites/s/posts';

/** A streamed body of `chunks` chunks of 1,000 bytes, counting how many were pulled. */
function streamed(chunks: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const chunk = new TextEncoder().encode(`"${'x'.repeat(998)}"`.slice(0, 1000));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { response: new Response(body, { headers }), pulled: () => pulled };
}

const once = (response: Response) => ({ fetchImpl: (async () => response) as unknown as typeof fetch, retries: 3, sleep: async () => {} });

describe('fetchJson size cap', () => {
  it('refuses a declared Content-Length over the cap without reading the body or retrying', async () => {
    const { response, pulled } = streamed(50, { 'content-length': '50000' });
    const fetchImpl = jest.fn(async () => response);
    const error = await fetchJson(URL_, { fetchImpl: fetchImpl as unknown as typeof fetch, maxBytes: 10_000, sleep: async () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`GET ${URL_} answered more than 10000 bytes, the limit for this call`);
    expect((error as FetchError).code).toBe('response_too_large');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('stops reading an undeclared (chunked) body as soon as it passes the cap', async () => {
    const { response, pulled } = streamed(10_000);
    await expect(fetchJson(URL_, { ...once(response), maxBytes: 5_000 })).rejects.toThrow(/more than 5000 bytes/);
    expect(pulled()).toBeLessThanOrEqual(7);
  });

  it('reads a body within the cap, multi-byte characters included', async () => {
    const text = JSON.stringify({ title: 'Ceph \u2019 GitOps \u{1F680}'.repeat(10) });
    await expect(fetchJson(URL_, { ...once(new Response(text)), maxBytes: 10_000 })).resolves.toEqual(JSON.parse(text));
  });

  it('has a default cap, so a runaway answer cannot fill the memory of the build', async () => {
    const { response } = streamed(20_000); // 20 MB
    await expect(fetchJson(URL_, once(response))).rejects.toThrow(/more than 10000000 bytes/);
  });
});
