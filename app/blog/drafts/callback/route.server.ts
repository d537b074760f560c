import { callback } from '@/lib/server/drafts/routes';
import { serverDeps } from '@/lib/server/drafts/view';

/**
 * GET /blog/drafts/callback (server mode with WPCOM_CLIENT_SECRET, else 404): WordPress.com's return with a
 * one-time code, traded for the editor's token here, on the server. The app's registered redirect URL.
 */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => callback(request, serverDeps());
