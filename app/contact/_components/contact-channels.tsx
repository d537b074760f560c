import type { ContactChannel } from '@/content/contact';
import styles from './contact-sections.module.css';

/** Email, phone, office and accessibility contacts from the site module, as a description list. */
export function ContactChannels({ channels }: { channels: readonly ContactChannel[] }) {
  return (
    <dl className={styles.channels}>
      {channels.map((channel) => (
        <div key={channel.label} className={styles.channel}>
          <dt className={styles.channelLabel}>{channel.label}</dt>
          <dd className={styles.channelValue}>{channel.href ? <a href={channel.href}>{breakable(channel.value)}</a> : channel.value}</dd>
          <dd className={styles.channelNote}>{channel.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Lets a long email address wrap after its '@' in a narrow card, rather than mid-word. */
function breakable(value: string) {
  const at = value.indexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}
