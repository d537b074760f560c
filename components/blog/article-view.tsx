import { SiteLink } from '@/components/layout/site-link';
import { useRef } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { blogPage } from '@/content/blog';
import { blogLists } from '@/content/blog-lists';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/images';
import { tagPath } from '@/lib/blog/paths';
import type { Article, FeaturedImage, TagRef } from '@/lib/blog/types';
import { FeaturedImg } from './featured-image';
import { LocalDate } from './local-date';
import { ShareBar } from './share-bar';
import styles from './article.module.css';
import { useEmbedPlayers } from './use-embed-players';
import { useSlideshows } from './use-slideshows';
import blocks from './blocks.module.css';

/** A loaded article, in this fixed order: image, title, author, date, share links, content, tags, Return to Blog. */
export function ArticleView({ article, canonicalUrl }: { article: Article; canonicalUrl: string }) {
  const labels = blogPage.article;
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <header className={styles.header}>
        {article.featuredImage ? <FeaturedPhoto image={article.featuredImage} /> : null}
        <h1 id="article-title" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.meta}>
          <span>
            {labels.author}
            {article.authorName}
          </span>
          <span>
            {labels.publishedOn} <LocalDate iso={article.date} />
          </span>
        </p>
        <ShareBar canonicalUrl={canonicalUrl} />
      </header>
      <BlockContent html={article.contentHtml} className={`${styles.content} ${blocks.content}`} />
      <footer className={styles.footer}>
        {article.tags?.length ? <ArticleTags tags={article.tags} /> : null}
        <LinkButton href="/blog" variant="secondary">
          {labels.back}
        </LinkButton>
      </footer>
    </article>
  );
}

/** The post's tags, each linking its archive (/blog/tag/{slug}). */
function ArticleTags({ tags }: { tags: readonly TagRef[] }) {
  const label = blogLists.tag.listLabel;
  return (
    <div className={styles.tags}>
      <span id="article-tags" className={styles.tagsLabel}>
        {label}
      </span>
      <ul aria-labelledby="article-tags">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <SiteLink href={tagPath(tag.slug)}>
              {tag.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Sanitised block markup (a post's or a WordPress page's) with click-to-play videos and slideshows, which start
 * working once the page is interactive; without JavaScript each video is a link to its page.
 */
export function BlockContent({ html, className }: { html: string; className: string }) {
  const content = useRef<HTMLDivElement>(null);
  useEmbedPlayers(content, html);
  useSlideshows(content, html);
  return <div ref={content} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The article's largest paint: fetched first, at the width the measure needs. With its size known the box takes
 * the photo's own aspect ratio (width/height attributes); without it, the fixed box it always had.
 */
function FeaturedPhoto({ image }: { image: FeaturedImage }) {
  const known = image.width !== undefined && image.height !== undefined;
  return (
    <FeaturedImg
      image={image}
      sizes={ARTICLE_IMAGE_SIZES}
      className={[styles.featured, known ? '' : styles.featuredBox].join(' ').trim()}
      priority
    />
  );
}

export function ArticleMissing() {
  const labels = blogPage.article;
  return (
    <div className={styles.missing}>
      <h1 className={styles.title}>{labels.notFoundTitle}</h1>
      <p>{labels.notFoundBody}</p>
      <LinkButton href="/blog">{labels.back}</LinkButton>
    </div>
  );
}

/** The fallback page's answer when the API could not be reached (fetchJson gave up after its retries). */
export function ArticleUnavailable() {
  const labels = blogPage.article;
  return (
    <div className={styles.missing}>
      <h1 className={styles.title}>{labels.unavailableTitle}</h1>
      <p role="alert">{labels.unavailableBody}</p>
      <LinkButton href="/blog">{labels.back}</LinkButton>
    </div>
  );
}

export function ArticleLoading() {
  // The page keeps a name in the heading outline while the post loads; the post's title replaces it.
  return (
    <>
      <h1 className="visually-hidden">{blogPage.article.fallbackTitle}</h1>
      <p role="status" className={styles.loading}>
        {blogPage.article.loading}
      </p>
    </>
  );
}
