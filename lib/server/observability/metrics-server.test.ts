/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { serveMetrics } from './metrics-server';

it('serves the metrics and the health detail the public port leaves out, and nothing else', async () => {
  const detail = { status: 'ok', process: { pid: 42, uptimeSeconds: 3 }, cache: { mode: 'degraded', reason: 'connect ECONNREFUSED' } };
  const server = await serveMetrics({ registry: new Registry(), port: 0, host: '127.0.0.1', detail: () => detail });
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const health = await fetch(`${origin}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(detail);
    expect((await fetch(`${origin}/metrics`)).status).toBe(200);
    expect((await fetch(`${origin}/other`)).status).toBe(404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
