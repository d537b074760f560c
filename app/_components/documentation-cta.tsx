import { LinkButton } from '@/components/ui/link-button';
import { Section } from '@/components/ui/section';
import { documentationSection } from '@/content/home';
import styles from './documentation-cta.module.css';

/** The Documentation call-to-action section; its id makes /#documentation land here. */
export function DocumentationCta() {
  return (
    <Section id={documentationSection.id} title={documentationSection.title}>
      <p className={styles.text}>{documentationSection.body}</p>
      <LinkButton href={documentationSection.cta.href} variant="secondary">
        {documentationSection.cta.label}
      </LinkButton>
    </Section>
  );
}
