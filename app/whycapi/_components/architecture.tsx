import { Section } from '@/components/ui/section';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import type { whyCapiPage } from '@/content/whycapi';
import styles from './architecture.module.css';

type Props = (typeof whyCapiPage)['architecture'];

/** The architecture diagram (enlarges in the shared Dialog) and the two kinds of cluster it shows. */
export function Architecture({ title, intro, diagram, caption, roles }: Props) {
  return (
    <Section id="architecture" title={title} intro={intro} tone="muted">
      <div className={styles.diagram}>
        <ZoomableImage {...diagram} caption={caption} />
      </div>
      <div className={styles.roles}>
        {roles.map((role) => (
          <div key={role.title} className={styles.role}>
            <h3>{role.title}</h3>
            <p>{role.body}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}
