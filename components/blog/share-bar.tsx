import { useState, useSyncExternalStore } from 'react';
import { blogPage } from '@/content/blog';
import styles from './article.module.css';

const subscribe = () => () => {};

// `attempt` gives each result its own text node: a live region announces a new node, not the same text again.
type Result = { ok: boolean; text: string; attempt: number } | null;

/** Clipboard API where the page is a secure context; the older execCommand path elsewhere. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/**
 * 'Share on {network}' links and 'Copy Link' for the current page. The HTML carries the canonical URL, so the
 * links work without JavaScript; after hydration they carry the address actually in the browser, since a share
 * link carries the current page's URL.
 * The copy result is announced in a status region; each result replaces the other, and a second copy is
 * announced again.
 */
export function ShareBar({ canonicalUrl }: { canonicalUrl: string }) {
  const url = useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => canonicalUrl,
  );
  const [result, setResult] = useState<Result>(null);
  const labels = blogPage.article;

  const onCopy = async () => {
    const ok = await copyText(window.location.href);
    setResult((previous) => ({ ok, text: ok ? labels.copied : labels.copyFailed, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  return (
    <div className={styles.share}>
      <ul className={styles.shareLinks}>
        {blogPage.shareNetworks.map((network) => (
          <li key={network.name}>
            <a className={styles.shareLink} href={`${network.url}${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
              {labels.shareOn} {network.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li className={styles.copyItem}>
          <button type="button" className={styles.shareLink} onClick={onCopy}>
            {labels.copyLink}
          </button>
        </li>
      </ul>
      <p role="status" className={styles.copyStatus} data-ok={result?.ok}>
        {result ? <span key={result.attempt}>{result.text}</span> : null}
      </p>
    </div>
  );
}
