import { draftsPage as copy } from '@/content/blog-drafts';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '@/lib/blog/drafts/oauth';

type Props = { onClick: () => void; className: string; server: boolean };

/**
 * Sign in and Sign out: buttons the browser's sign-in (implicit grant) handles, or in server mode the server's
 * routes, which work without JavaScript too. The sign-in there is a link, not a form: its answer redirects to
 * WordPress.com, which a form's submission may not reach (form-action 'self' covers the redirects it leads to).
 */
function Control({ label, action, onClick, className, server, id }: Props & { label: string; action: string; id?: number | null }) {
  if (!server) {
    return (
      <button type="button" className={className} onClick={onClick}>
        {label}
      </button>
    );
  }
  if (action === SIGN_IN_PATH) {
    return (
      <a href={id ? `${action}?id=${id}` : action} className={className}>
        {label}
      </a>
    );
  }
  return (
    <form method="post" action={action}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

export const SignInControl = (props: Props & { id: number | null }) => <Control {...props} label={copy.signIn} action={SIGN_IN_PATH} />;

export const SignOutControl = (props: Props) => <Control {...props} label={copy.signOut} action={SIGN_OUT_PATH} />;
