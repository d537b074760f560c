import { Section } from '@/components/ui/section';
import styles from './intro.module.css';

/** The plain-language definition that opens the explainer. */
export function Intro({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <Section id="what-it-is" title={title}>
      <div className={styles.text}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
