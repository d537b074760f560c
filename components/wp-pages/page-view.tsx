import { preload } from 'react-dom';
import article from '@/components/blog/article.module.css';
import blocks from '@/components/blog/blocks.module.css';
import { BlockContent } from '@/components/blog/blog-article';
import { FeaturedImg } from '@/components/blog/featured-image';
import { SiteLink } from '@/components/layout/site-link';
import { wpPages } from '@/content/wp-page-labels';
import type { SitePage } from '@/lib/wp-pages/types';
import { FEATURED_IMAGE_SIZES } from '@/lib/wp-pages/hero';
import styles from './page-view.module.css';

/**
 * A WordPress page in the site's design: breadcrumbs for a child page, one h1 (the title, or the heading of the
 * cover that opens the page), then its blocks drawn with the site's tokens as on posts (article.module.css for
 * text, tables and embeds, blocks.module.css for blocks) and page-view.module.css for what a page draws wider.
 */
export function PageView({ page }: { page: SitePage }) {
  // The opening cover's photo is the largest paint: asked for in the head, before the stylesheet is parsed.
  if (page.heroImage) {
    preload(page.heroImage.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(page.heroImage.srcSet ? { imageSrcSet: page.heroImage.srcSet, imageSizes: page.heroImage.sizes } : {}),
    });
  }
  return (
    <article className={styles.page} aria-labelledby={page.heroHeading ? undefined : 'page-title'}>
      {page.ancestors.length > 0 ? <Breadcrumbs page={page} /> : null}
      {page.heroHeading ? null : (
        <header className={styles.header}>
          {page.featuredImage ? (
            <FeaturedImg image={page.featuredImage} sizes={FEATURED_IMAGE_SIZES} className={styles.featured} priority />
          ) : null}
          <h1 id="page-title" className={styles.title}>
            {page.title}
          </h1>
        </header>
      )}
      <BlockContent html={page.contentHtml} className={`${article.content} ${blocks.content} ${styles.content}`} />
    </article>
  );
}

/** SiteLink: on the drafts preview, whose connect-src is the API alone, the crumbs prefetch nothing. */
function Breadcrumbs({ page }: { page: SitePage }) {
  const trail = [{ name: wpPages.home, path: '/' }, ...page.ancestors];
  return (
    <nav aria-label={wpPages.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{page.title}</span>
        </li>
      </ol>
    </nav>
  );
}
