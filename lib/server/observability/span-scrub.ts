/**
 * What leaves the server in a span: never a query string or a fragment. Next's spans carry the raw request target
 * (`http.target: /blog/drafts?code=…&state=…`) and its fetch spans the full URL of each call; a visitor's query
 * may hold a token (the sign-in's code), a marker or anything else. Every span is cleaned as it is exported, so
 * spans from any source (ours, Next's, a library's) are covered; this server's own request span is named by route
 * template (./http.ts).
 */
import type { Attributes, AttributeValue } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter, TimedEvent } from '@opentelemetry/sdk-trace';

// Attributes that hold nothing but a query.
const QUERY_KEYS = new Set(['url.query', 'http.query']);

// A path (from '/') or a URL (from its scheme), then its query or fragment up to the next white space.
const QUERY = /((?:\b[a-z][a-z\d+.-]*:\/\/[^\s/?#]*)?\/[^\s?#]*|\b[a-z][a-z\d+.-]*:\/\/[^\s/?#]*)[?#]\S*/gi;

/** The text without the query and fragment of any path or URL in it. */
export function withoutQuery(text: string): string {
  return text.includes('?') || text.includes('#') ? text.replace(QUERY, '$1') : text;
}

function cleanValue(value: AttributeValue | undefined): AttributeValue | undefined {
  if (typeof value === 'string') return withoutQuery(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? withoutQuery(item) : item)) as AttributeValue;
  return value;
}

function cleanAttributes(attributes: Attributes): Attributes | null {
  let changed = false;
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (QUERY_KEYS.has(key)) {
      changed = true;
      continue;
    }
    const clean = cleanValue(value);
    if (clean !== value && JSON.stringify(clean) !== JSON.stringify(value)) changed = true;
    out[key] = clean;
  }
  return changed ? out : null;
}

/** The span as it may leave the server: the same span when it holds no query, else a copy without any. */
function scrubSpan(span: ReadableSpan): ReadableSpan {
  const name = withoutQuery(span.name);
  const attributes = cleanAttributes(span.attributes);
  let events: TimedEvent[] | null = null;
  span.events.forEach((event, index) => {
    const clean = event.attributes ? cleanAttributes(event.attributes) : null;
    if (!clean) return;
    events ??= [...span.events];
    events[index] = { ...event, attributes: clean };
  });
  if (name === span.name && !attributes && !events) return span;
  // The span's other fields and methods (spanContext() reads the original's fields) through its prototype.
  return Object.create(span, {
    name: { value: name, enumerable: true },
    attributes: { value: attributes ?? span.attributes, enumerable: true },
    events: { value: events ?? span.events, enumerable: true },
  }) as ReadableSpan;
}

/** An exporter that hands `exporter` only scrubbed spans. */
export function scrubbingExporter(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans: ReadableSpan[], done: (result: ExportResult) => void) => exporter.export(spans.map(scrubSpan), done),
    shutdown: () => exporter.shutdown(),
    ...(exporter.forceFlush ? { forceFlush: () => exporter.forceFlush!() } : {}),
  };
}
