/** @jest-environment node */
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { scrubbingExporter, withoutQuery } from './span-scrub';

describe('withoutQuery', () => {
  it.each([
    ['GET /blog?marker=SECRET123', 'GET /blog'],
    ['/blog/drafts?code=abc&state=xyz', '/blog/drafts'],
    [
      'fetch GET https://public-api.wordpress.com/rest/v1.1/sites/x/posts?number=20&token=t',
      'fetch GET https://public-api.wordpress.com/rest/v1.1/sites/x/posts',
    ],
    ['https://example.com?q=1 and /a#frag', 'https://example.com and /a'],
    ['/?marker=SECRET123', '/'],
  ])('%s → %s', (text, clean) => expect(withoutQuery(text)).toBe(clean));

  it('leaves text without a path or URL alone', () => {
    expect(withoutQuery('GET /blog/[articleId]/[modifiedTitle]')).toBe('GET /blog/[articleId]/[modifiedTitle]');
    expect(withoutQuery('What? A question mark in prose')).toBe('What? A question mark in prose');
  });
});

it('exports every span without a query string in its name, attributes or events, and keeps the rest', async () => {
  const memory = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: scrubbingExporter(memory) })] });
  const tracer = provider.getTracer('test');
  const span = tracer.startSpan('GET /about?marker=SECRET123', {
    attributes: {
      'http.target': '/about?marker=SECRET123',
      'http.url': 'http://127.0.0.1:3000/about?marker=SECRET123#x',
      'url.query': 'marker=SECRET123',
      'http.method': 'GET',
      'http.status_code': 200,
      'next.urls': ['/about?marker=SECRET123', '/about'],
    },
  });
  span.addEvent('exception', { 'exception.message': 'failed for /about?marker=SECRET123' });
  const clean = tracer.startSpan('render route (app) /about', { attributes: { 'next.route': '/about' } });
  span.end();
  clean.end();
  await provider.forceFlush();
  const [scrubbed, untouched] = memory.getFinishedSpans();
  expect(JSON.stringify([scrubbed!.name, scrubbed!.attributes, scrubbed!.events])).not.toContain('SECRET123');
  expect(scrubbed!.name).toBe('GET /about');
  expect(scrubbed!.attributes).toEqual({
    'http.target': '/about',
    'http.url': 'http://127.0.0.1:3000/about',
    'http.method': 'GET',
    'http.status_code': 200,
    'next.urls': ['/about', '/about'],
  });
  expect(scrubbed!.spanContext().traceId).toMatch(/^[\da-f]{32}$/);
  expect(scrubbed!.events[0]!.attributes).toEqual({ 'exception.message': 'failed for /about' });
  expect(untouched!.attributes).toEqual({ 'next.route': '/about' });
});
