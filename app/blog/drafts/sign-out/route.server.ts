import { signOut } from '@/lib/server/drafts/routes';
import { serverDeps } from '@/lib/server/drafts/view';

/** POST /blog/drafts/sign-out (server mode with WPCOM_CLIENT_SECRET, else 404): the session ends on the server. */
export const dynamic = 'force-dynamic';

export const POST = (request: Request) => signOut(request, serverDeps());
