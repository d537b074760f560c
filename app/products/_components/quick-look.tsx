import { Section } from '@/components/ui/section';
import { ContentImage, iconImage } from '@/components/ui/content-image';
import type { QuickLook as QuickLookItem } from '@/content/products';
import styles from './quick-look.module.css';

/** The row of four quick-look icons with the spec's captions. */
export function QuickLook({ title, items }: { title: string; items: readonly QuickLookItem[] }) {
  return (
    <Section title={title}>
      <ul className={styles.row}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            {/* Decorative: the caption beside it says everything the icon does. */}
            <ContentImage image={iconImage(item.icon, 64)} className={styles.icon} load="eager" />
            <h3 className={styles.caption}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
