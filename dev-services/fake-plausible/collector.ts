// The fake Plausible collector's behaviour: it takes what Plausible's Events API takes (POST /api/event), keeps
// every event it accepts, and refuses, with 400 and the reason, any that Plausible would not count for this site.
// Tests read what arrived with GET /__events?ua=<part of the browser's user agent> and clear it with POST /__reset
// (start.ts wraps both). Node's http module only; server.ts listens, start.ts starts it from code.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type CollectedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string | number | boolean>;
  /** The request's User-Agent: the tests' way to tell their own browser's events from a parallel test's. */
  userAgent: string;
  /** Whether the request carried a Cookie header (never, from this site). */
  cookie: boolean;
  /** The body as sent. */
  body: Record<string, unknown>;
};

export type Rejection = { reason: string; body: string; userAgent: string };

export type CollectorOptions = {
  /** The site's domain as registered in Plausible: every event's `d`. */
  domain: string;
  /** Origins the site is served from: every event's URL is on one of them. */
  siteOrigins: readonly string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field by its short or long name (the Events API takes both: `n` or `name`, …). */
function field(body: Record<string, unknown>, short: string, long: string): unknown {
  return body[short] ?? body[long];
}

/**
 * Checks one request body as Plausible's Events API does, plus what this site promises: the event's URL on the
 * site's own origin and its domain the configured one. Returns the event, or the reason it is refused.
 */
export function checkEvent(
  text: string,
  { domain, siteOrigins }: CollectorOptions,
  headers: { userAgent: string; cookie: boolean } = { userAgent: '', cookie: false },
): CollectedEvent | { reason: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { reason: 'the body is not JSON' };
  }
  if (!isRecord(body)) return { reason: 'the body is not a JSON object' };
  const name = field(body, 'n', 'name');
  const url = field(body, 'u', 'url');
  const d = field(body, 'd', 'domain');
  const referrer = field(body, 'r', 'referrer') ?? null;
  const props = field(body, 'p', 'props') ?? {};
  if (typeof name !== 'string' || name.length === 0 || name.length > 120)
    return { reason: 'n (name) must be a string of 1-120 characters' };
  if (typeof url !== 'string') return { reason: 'u (url) is required' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: `u (url) is not an absolute URL: ${url}` };
  }
  if (!siteOrigins.includes(parsed.origin)) return { reason: `u (url) is not on the site's origin: ${url}` };
  if (typeof d !== 'string' || d.length === 0) return { reason: 'd (domain) is required' };
  if (!d.split(',').includes(domain)) return { reason: `d (domain) is ${d}, not ${domain}` };
  if (referrer !== null && typeof referrer !== 'string') return { reason: 'r (referrer) must be a string or null' };
  if (!isRecord(props)) return { reason: 'p (props) must be an object' };
  const entries = Object.entries(props);
  if (entries.length > 30) return { reason: 'p (props) has more than 30 properties' };
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > 300) return { reason: `p (props) has a key of ${key.length} characters` };
    if (!['string', 'number', 'boolean'].includes(typeof value)) return { reason: `p.${key} must be a string, number or boolean` };
    if (typeof value === 'string' && value.length > 2000) return { reason: `p.${key} is longer than 2000 characters` };
  }
  if ('i' in body && typeof body.i !== 'boolean') return { reason: 'i (interactive) must be a boolean' };
  if (name === 'engagement' && (typeof body.sd !== 'number' || typeof body.e !== 'number')) {
    return { reason: 'an engagement event needs sd (scroll depth) and e (engaged time)' };
  }
  return {
    name,
    url,
    domain: d,
    referrer: referrer as string | null,
    props: props as CollectedEvent['props'],
    userAgent: headers.userAgent,
    cookie: headers.cookie,
    body,
  };
}

// Plausible answers the browser's cross-origin POST (a text/plain body, so no preflight) to any origin.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { ...CORS, 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

/** The collector's HTTP server, not yet listening. */
export function createCollector(options: CollectorOptions): Server {
  const events: CollectedEvent[] = [];
  const rejected: Rejection[] = [];
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const userAgent = req.headers['user-agent'] ?? '';
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (url.pathname === '/__health') return send(res, 200, 'ok');
    if (url.pathname === '/__events' && req.method === 'GET') {
      const part = url.searchParams.get('ua') ?? '';
      const mine = <T extends { userAgent: string }>(list: T[]) => list.filter((entry) => entry.userAgent.includes(part));
      return send(res, 200, JSON.stringify({ events: mine(events), rejected: mine(rejected) }), 'application/json');
    }
    if (url.pathname === '/__reset' && req.method === 'POST') {
      events.length = 0;
      rejected.length = 0;
      return send(res, 200, 'ok');
    }
    if (url.pathname !== '/api/event') return send(res, 404, 'not found');
    if (req.method !== 'POST') return send(res, 405, 'POST only');
    const body = await readBody(req);
    const result = checkEvent(body, options, { userAgent, cookie: req.headers.cookie !== undefined });
    if ('reason' in result) {
      rejected.push({ reason: result.reason, body, userAgent });
      return send(res, 400, result.reason);
    }
    events.push(result);
    // Plausible's answer to an event it counts.
    return send(res, 202, 'ok');
  });
}
