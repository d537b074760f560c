import { ContentImage } from '@/components/ui/content-image';
import type { ImageAsset } from '@/content/types';
import styles from './pitch.module.css';

/** The active/active pitch: text beside the drawn multi-cloud diagram. */
export function Pitch({ paragraphs, diagram }: { paragraphs: readonly string[]; diagram: ImageAsset }) {
  return (
    <div className={styles.pitch}>
      <div className={styles.text}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <ContentImage image={diagram} className={styles.diagram} />
    </div>
  );
}
