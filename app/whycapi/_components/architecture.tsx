import { TitleBodyList } from '@/components/sections/title-body-list';
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
      <TitleBodyList items={roles} className={styles.roles} itemClassName={styles.role} />
    </Section>
  );
}
