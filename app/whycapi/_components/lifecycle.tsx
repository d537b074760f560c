import { Section } from '@/components/ui/section';
import type { whyCapiPage } from '@/content/whycapi';
import styles from './lifecycle.module.css';

type Props = (typeof whyCapiPage)['lifecycle'];

/** The machine objects as a definition list beside a real manifest, so readers see the API they would use. */
export function Lifecycle({ title, intro, objects, example }: Props) {
  return (
    <Section id="lifecycle" title={title} intro={intro}>
      <div className={styles.layout}>
        <dl className={styles.objects}>
          {objects.map((object) => (
            <div key={object.name} className={styles.object}>
              <dt>
                <code>{object.name}</code>
              </dt>
              <dd>{object.role}</dd>
            </div>
          ))}
        </dl>
        <figure className={styles.example}>
          <figcaption className={styles.caption}>
            <h3 className={styles.exampleTitle}>{example.title}</h3>
            <p>{example.note}</p>
          </figcaption>
          {/* Focusable so keyboard users can scroll the manifest sideways on narrow screens. */}
          <pre className={styles.code} tabIndex={0} role="region" aria-label="MachineDeployment manifest">
            <code>{example.code}</code>
          </pre>
        </figure>
      </div>
    </Section>
  );
}
