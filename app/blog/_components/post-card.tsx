import { SiteLink } from '@/components/layout/site-link';
import { FeaturedImg } from '@/components/blog/featured-image';
import { LocalDate } from '@/components/blog/local-date';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/link-button';
import { blogPage } from '@/content/blog';
import { blogLists } from '@/content/blog-lists';
import { CARD_IMAGE_SIZES } from '@/lib/blog/images';
import { categoryPath } from '@/lib/blog/paths';
import { govCategory } from '@/lib/blog/reshape';
import type { PostSummary } from '@/lib/blog/types';
import styles from './post-card.module.css';

type Props = {
  post: PostSummary;
  /**
   * Whether the article page exists in this build. Posts found only by the browser's revalidation link with a
   * plain <a>: next/link would fetch a payload the build never wrote (a 404 in the console) before the
   * static host's 404 page renders the article.
   */
  prerendered: boolean;
  /** The first card's image is likely the largest paint: load it eagerly and ahead of the scripts. */
  eager?: boolean;
};

/**
 * One post in the list: featured image, title, 'Published on {date}', excerpt and Read More, the title and the
 * button linking the article; a post in the 'Gov' category is highlighted and its 'Gov Related' sticker links
 * the Gov archive; the post's categories are links to their archives.
 */
export function PostCard({ post, prerendered, eager = false }: Props) {
  const labels = blogPage.list;
  const gov = govCategory(post.categories);
  const categories = post.categories ?? [];
  const titleId = `post-${post.id}-title`;
  const PostLink = prerendered ? SiteLink : 'a';
  const image = post.featuredImage;
  return (
    <article
      className={[styles.card, post.featuredImage ? styles.withImage : '', gov ? styles.gov : ''].join(' ')}
      aria-labelledby={titleId}
    >
      {image ? (
        // The box keeps the card's aspect ratio (CSS) whatever the photo's.
        <FeaturedImg image={image} sizes={CARD_IMAGE_SIZES} className={styles.image} priority={eager} />
      ) : null}
      <div className={styles.body}>
        {gov ? (
          <SiteLink href={categoryPath(gov.slug)} className={styles.stickerLink}>
            <Badge tone="gov" className={styles.sticker}>
              {labels.govSticker}
            </Badge>
          </SiteLink>
        ) : null}
        <h2 id={titleId} className={styles.title}>
          <PostLink href={post.href}>{post.title}</PostLink>
        </h2>
        <p className={styles.date}>
          {labels.publishedOn} <LocalDate iso={post.date} />
        </p>
        {categories.length > 0 ? (
          <ul className={styles.categories} aria-label={blogLists.category.listLabel}>
            {categories.map((category) => (
              <li key={category.slug}>
                <SiteLink href={categoryPath(category.slug)}>
                  {category.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        <PostLink href={post.href} className={buttonClassName('secondary', styles.readMore)}>
          {labels.readMore}
          <span className="visually-hidden">: {post.title}</span>
        </PostLink>
      </div>
    </article>
  );
}
