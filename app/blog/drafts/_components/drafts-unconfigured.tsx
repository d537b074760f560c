import { draftsPage as copy } from '@/content/blog-drafts';
import { missingDraftsVariables } from '@/lib/blog/drafts/config';
import { redirectUri } from '@/lib/blog/drafts/oauth';
import { env } from '@/lib/config/env';
import { fill } from './fill';
import styles from './drafts.module.css';

/** Rendered by the build when it lacks the WordPress.com app: how the deployer turns the preview on. */
export function DraftsUnconfigured() {
  const values = { redirect: redirectUri(env), origin: env.siteUrl, missing: missingDraftsVariables().join(', ') };
  const unconfigured = copy.unconfigured;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{unconfigured.title}</h1>
      <p>{unconfigured.body}</p>
      <ol>
        {unconfigured.steps.map((step) => (
          <li key={step}>{fill(step, values)}</li>
        ))}
      </ol>
      <p className={styles.lead}>{fill(unconfigured.missing, values)}</p>
    </div>
  );
}
