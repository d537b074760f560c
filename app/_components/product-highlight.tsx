import { LinkButton } from '@/components/ui/link-button';
import { Section } from '@/components/ui/section';
import { ContentImage } from '@/components/ui/content-image';
import type { homePage } from '@/content/home';
import styles from './product-highlight.module.css';

type Props = { highlight: (typeof homePage)['highlight'] };

/** The product highlight block: the four-product stack in brief, and 'Explore' to the overview. */
export function ProductHighlight({ highlight }: Props) {
  const { image } = highlight;
  return (
    <Section>
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>{highlight.eyebrow}</p>
          <h2>{highlight.title}</h2>
          <p className={styles.body}>{highlight.body}</p>
          <ul className={styles.points}>
            {highlight.points.map((point) => (
              <li key={point.name}>
                <strong>{point.name}</strong> {point.summary}
              </li>
            ))}
          </ul>
          <LinkButton href={highlight.cta.href}>{highlight.cta.label}</LinkButton>
        </div>
        <ContentImage image={image} className={styles.image} />
      </div>
    </Section>
  );
}
