// Local fake of the WordPress.com REST API, serving the real response shape from ../shared-style fixtures.
// Placeholder until the blog work lands: answers /__health and an empty post list.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 4180);
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (url.pathname === '/__health') {
    res.end('ok');
    return;
  }
  if (/^\/rest\/v1\.1\/sites\/[^/]+\/posts\/?$/.test(url.pathname)) {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ found: 0, posts: [], meta: {} }));
    return;
  }
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ error: 'unknown_blog', message: 'Unknown blog' }));
}).listen(port, '127.0.0.1');
