import { ContentImage } from '@/components/ui/content-image';
import type { TeamMember } from '@/content/team';
import styles from './team-roster.module.css';

/** One entry per member: image, name and role, in roster order. */
export function TeamRoster({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.name} className={styles.member}>
          <ContentImage image={member.image} className={styles.avatar} />
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
        </li>
      ))}
    </ul>
  );
}
