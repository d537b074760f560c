import { SiteLink } from '@/components/layout/site-link';
import { errorContent } from '@/content/errors';
import styles from '@/components/layout/status-page.module.css';
import buttonStyles from '@/components/ui/link-button.module.css';

/** The fallback screen for an unhandled error, shared by app/error.tsx and app/global-error.tsx. */
export function ErrorScreen({ reset }: { reset: () => void }) {
  return (
    <div className={styles.page} role="alert">
      <h1>{errorContent.title}</h1>
      <p className={styles.body}>{errorContent.body}</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={reset}>
          {errorContent.retry}
        </button>
        <SiteLink href="/" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          {errorContent.home}
        </SiteLink>
      </div>
    </div>
  );
}
