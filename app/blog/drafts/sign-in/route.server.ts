import { signIn } from '@/lib/server/drafts/routes';
import { serverDeps } from '@/lib/server/drafts/view';

/** GET /blog/drafts/sign-in (server mode with WPCOM_CLIENT_SECRET, else 404): off to WordPress.com's authorize page. */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => signIn(request, serverDeps());
