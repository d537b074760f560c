// Next's own copy of the `compression` middleware (what its server runs when next.config's `compress` is on), used by
// lib/server/csp-response.ts beneath its hashing.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
