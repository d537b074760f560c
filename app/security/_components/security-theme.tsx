import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { ContentImage, iconImage } from '@/components/ui/content-image';
import type { SecurityTheme as Theme, SecurityTopic } from '@/content/security';
import styles from './security-theme.module.css';

/** One h2 argument of the security page with its capabilities as h3 cards (or one wide feature when alone). */
export function SecurityTheme({ theme, tone }: { theme: Theme; tone: 'default' | 'muted' }) {
  const [only] = theme.topics;
  return (
    <Section id={theme.id} title={theme.title} intro={theme.intro} tone={tone}>
      {theme.topics.length === 1 && only ? (
        <WideTopic topic={only} />
      ) : (
        <ul className={styles.grid}>
          {theme.topics.map((topic) => (
            <li key={topic.id}>
              <Card title={topic.title} media={<TopicIcon src={topic.icon} />}>
                <p>{topic.body}</p>
                <Points points={topic.points} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function WideTopic({ topic }: { topic: SecurityTopic }) {
  return (
    <div className={styles.wide}>
      <div>
        <TopicIcon src={topic.icon} />
        <h3 className={styles.wideTitle}>{topic.title}</h3>
        <p className={styles.wideBody}>{topic.body}</p>
      </div>
      <Points points={topic.points} />
    </div>
  );
}

function TopicIcon({ src }: { src: string }) {
  return <ContentImage image={iconImage(src, 48)} className={styles.icon} load="eager" />;
}

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}
