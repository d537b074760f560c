import { SiteLink } from '@/components/layout/site-link';
import { LinkButton } from '@/components/ui/link-button';
import { ContentImage } from '@/components/ui/content-image';
import type { ProductCard } from '@/content/products';
import styles from './product-panel.module.css';

/** One product card in the tab panel: image, name linking to its page, description, 'Learn More'. */
export function ProductPanel({ product, learnMore }: { product: ProductCard; learnMore: string }) {
  const { image } = product;
  return (
    <div className={styles.panel}>
      <ContentImage image={image} className={styles.image} />
      <div>
        <h3 className={styles.name}>
          <SiteLink href={product.link}>{product.name}</SiteLink>
        </h3>
        <p className={styles.kind}>{product.kind}</p>
        <p className={styles.description}>{product.description}</p>
        <LinkButton href={product.link} context={`about ${product.name}`}>
          {learnMore}
        </LinkButton>
      </div>
    </div>
  );
}
