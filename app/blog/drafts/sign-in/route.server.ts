import { signIn } from '@/lib/blog/drafts/server/routes';
import { serverDeps } from '@/lib/blog/drafts/server/view';

/** GET /blog/drafts/sign-in (server mode with WPCOM_CLIENT_SECRET, else 404): off to WordPress.com's authorize page. */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => signIn(request, serverDeps());
