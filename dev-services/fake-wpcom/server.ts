// Local fake of the WordPress.com REST API for the e2e suite and the build benchmark: the real response shape
// (built from recorded responses in fixtures/), pagination, errors, CORS, and /__control endpoints for tests.
// Usage: PORT=4180 npx tsx dev-services/fake-wpcom/server.ts
//        PORT=4182 WPCOM_DATASET=realistic npx tsx dev-services/fake-wpcom/server.ts   (realistic posts and photo uploads)
// Like WordPress.com, API answers are gzipped for clients that accept it; uploads are served from /wp-content/uploads/.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { createFakeApi } from './api';
import { placeholderSvg } from './data';
import { createFakeOAuth } from './oauth';
import { createUploads } from './uploads';

const gzip = promisify(gzipCallback);
const port = Number(process.env.PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
const dataset = process.env.WPCOM_DATASET || 'default';
const api = createFakeApi({ origin, dataset });
const uploads = createUploads();
const oauth = createFakeOAuth({ origin });

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  // Authorization: the drafts preview sends its bearer token, which makes every call preflighted.
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
};

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  res.writeHead(status, { ...CORS, 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** An API answer, gzipped when the client accepts it (as WordPress.com's are). */
async function sendApi(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  const headers = { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
  if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(status, headers);
    return res.end(text);
  }
  res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' });
  return res.end(await gzip(text));
}

async function readText(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readText(req);
  return raw ? JSON.parse(raw) : null;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', origin);
  try {
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (url.pathname === '/__health') return send(res, 200, 'ok', 'text/plain');
    if (url.pathname === '/oauth2/token' && req.method === 'POST') {
      const { status, body } = oauth.token(new URLSearchParams(await readText(req)));
      return send(res, status, body);
    }
    if (url.pathname.startsWith('/__control/')) {
      if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
      const signIn = oauth.control(url.pathname, url);
      if (signIn) return send(res, signIn.status, signIn.body);
      const { status, body } = api.handleControl(url.pathname, url, await readJson(req));
      return send(res, status, body);
    }
    const signIn = oauth.handle(req.method ?? 'GET', url, req.headers.authorization);
    if (signIn?.type || signIn?.headers) {
      res.writeHead(signIn.status, { 'Content-Type': signIn.type ?? 'text/plain', 'Cache-Control': 'no-store', ...signIn.headers });
      return res.end(String(signIn.body));
    }
    if (signIn) return sendApi(req, res, signIn.status, signIn.body);
    const image = /^\/images\/([\w-]+)\.svg$/.exec(url.pathname);
    if (image) return send(res, 200, placeholderSvg(image[1]!), 'image/svg+xml');
    const file = req.method === 'GET' || req.method === 'HEAD' ? await uploads.handle(url, req.headers.accept) : null;
    if (file) {
      res.writeHead(file.status, { ...CORS, ...file.headers, 'Content-Length': file.body.length });
      return res.end(req.method === 'HEAD' ? undefined : file.body);
    }
    const answer = req.method === 'GET' ? api.handleApi(url) : null;
    if (!answer) return send(res, 404, { error: 'unknown_blog', message: 'Unknown blog' });
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return sendApi(req, res, answer.status, answer.body);
  } catch (error) {
    return send(res, 500, { error: 'fake_error', message: String(error) });
  }
});

async function main() {
  if (process.env.WPCOM_EXIT_WITH_PARENT) process.stdin.on('end', () => process.exit(0)).resume();
  // Render the photos now rather than on the first request (once per machine: they are cached on disk).
  if (dataset === 'realistic') await uploads.folder();
  server.listen(port, '127.0.0.1', () => console.log(`fake WordPress.com API (${dataset} data set) on ${origin}`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
