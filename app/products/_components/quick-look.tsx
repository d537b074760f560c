import { TitleBodyList } from '@/components/sections/title-body-list';
import { Section } from '@/components/ui/section';
import { ContentImage, iconImage } from '@/components/ui/content-image';
import type { QuickLook as QuickLookItem } from '@/content/products';
import styles from './quick-look.module.css';

/** The row of four quick-look icons, each with its fixed caption. */
export function QuickLook({ title, items }: { title: string; items: readonly QuickLookItem[] }) {
  return (
    <Section title={title}>
      <TitleBodyList
        items={items}
        className={styles.row}
        itemClassName={styles.item}
        bodySize="sm"
        // Decorative: the caption beside it says everything the icon does.
        media={(item) => <ContentImage image={iconImage(item.icon, 64)} className={styles.icon} load="eager" />}
      />
    </Section>
  );
}
