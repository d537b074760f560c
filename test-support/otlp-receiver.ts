/**
 * A tiny OTLP/HTTP trace receiver for the observability spec: it accepts POST /v1/traces in the JSON
 * encoding (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and keeps every span it gets, flattened.
 */
import { createServer } from 'node:http';

type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  service: string | null;
  attributes: Record<string, unknown>;
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
type Export = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: KeyValue[] }[];
    }[];
  }[];
};

const value = (v: AnyValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const attributes = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value: v }) => [key, value(v)]));

export type OtlpReceiver = { endpoint: string; spans: () => ReceivedSpan[]; stop: () => Promise<void> };

export function startOtlpReceiver(port: number): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return void response.writeHead(404).end();
      try {
        const data = JSON.parse(body) as Export;
        for (const resource of data.resourceSpans ?? []) {
          const service = attributes(resource.resource?.attributes)['service.name'];
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || null,
                name: span.name,
                kind: span.kind,
                service: typeof service === 'string' ? service : null,
                attributes: attributes(span.attributes),
              });
            }
          }
        }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        endpoint: `http://127.0.0.1:${port}`,
        spans: () => [...spans],
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
