import { SiteLink } from '@/components/layout/site-link';
import { LinkCardGrid } from '@/components/cards/link-card-grid';
import { Section } from '@/components/ui/section';
import type { federalFrontierPage } from '@/content/federal-frontier';
import styles from './portfolio.module.css';

type Props = (typeof federalFrontierPage)['portfolio'];

/** Every product page, one card each, plus the edge variants and the private-sector pointer. */
export function Portfolio({ title, intro, cards, edgeVariants, privateSector }: Props) {
  return (
    <Section id="portfolio" title={title} intro={intro} tone="muted">
      <LinkCardGrid items={cards} min="19rem" />
      <div className={styles.more}>
        <p className={styles.line}>
          <span>{edgeVariants.label}</span>
          {edgeVariants.links.map((link) => (
            <SiteLink key={link.href} href={link.href} className={styles.link}>
              {link.label}
            </SiteLink>
          ))}
        </p>
        <p className={styles.line}>
          <span>{privateSector.text}</span>
          <SiteLink href={privateSector.link.href} className={styles.link}>
            {privateSector.link.label}
          </SiteLink>
        </p>
      </div>
    </Section>
  );
}
