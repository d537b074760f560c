/**
 * Cloudflare Workers entry of the webhook relay (relay.ts): `wrangler deploy deploy/webhook-relay/worker.ts`,
 * with RELAY_SECRET and REBUILD_TOKEN set as secrets (`wrangler secret put`) and REBUILD_REPOSITORY as a variable.
 * Other platforms call handleWebhook the same way from their own handler.
 */
import { handleWebhook, memoryStore, relayConfig } from './relay';

// Module scope lives as long as the isolate: a best-effort memory of recent deliveries (see deploy/static-hosting.md).
const seen = memoryStore();

const worker = {
  async fetch(request: Request, env: Record<string, string | undefined>): Promise<Response> {
    return handleWebhook(request, relayConfig(env), { seen });
  },
};

export default worker;
