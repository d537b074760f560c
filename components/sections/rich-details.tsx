import type { RichDetails as RichDetailsContent } from '@/content/types';
import styles from './rich-details.module.css';

/** A dialog body: paragraphs, then an optional titled list (h3, under the dialog's h2). */
export function RichDetails({ paragraphs, pointsTitle, points }: RichDetailsContent) {
  return (
    <>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {points && points.length > 0 ? (
        <>
          {pointsTitle ? <h3 className={styles.pointsTitle}>{pointsTitle}</h3> : null}
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
