import { Section } from '@/components/ui/section';
import styles from './mission.module.css';

/** The mission statement, set large because it is the page's main claim. */
export function Mission({ title, statement, body }: { title: string; statement: string; body: string }) {
  return (
    <Section id="mission" title={title}>
      <p className={styles.statement}>{statement}</p>
      <p className={styles.body}>{body}</p>
    </Section>
  );
}
