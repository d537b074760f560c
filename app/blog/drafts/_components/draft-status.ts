import { draftsPage as copy } from '@/content/blog-drafts';
import { formatPostDate, SERVER_LOCALE } from '@/lib/util/long-date';
import { fill } from './fill';

/** A post's status in words: 'Draft', 'Pending review', 'Scheduled for January 15, 2027'. */
export function statusInWords(status: string, date: string): string {
  const words = copy.status;
  if (status === 'future') return fill(words.future, { date: formatPostDate(date, SERVER_LOCALE) });
  if (status === 'draft' || status === 'pending' || status === 'publish' || status === 'private') return words[status];
  return fill(words.other, { status });
}

/** When a post last changed, to the minute, in the editor's own time zone. */
export function changedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(SERVER_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
}
