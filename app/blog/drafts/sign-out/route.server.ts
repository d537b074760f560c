import { signOut } from '@/lib/blog/drafts/server/routes';
import { serverDeps } from '@/lib/blog/drafts/server/view';

/** POST /blog/drafts/sign-out (server mode with WPCOM_CLIENT_SECRET, else 404): the session ends on the server. */
export const dynamic = 'force-dynamic';

export const POST = (request: Request) => signOut(request, serverDeps());
