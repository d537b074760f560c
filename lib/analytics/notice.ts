/**
 * The privacy notice of this build: content/privacy.ts's copy with this build's analytics settings (lib/config/env.ts)
 * and the events the site sends (./events.ts). Read by the privacy page and the page list (lib/site/pages.ts).
 */
import { eventNotes, privacyNotice, type NoticeEvent } from '@/content/privacy';
import { env } from '@/lib/config/env';
import { EVENT_PROPS, EVENTS, type EventKey } from './events';

// A new event fails the type check here until content/privacy.ts describes it.
const notes: Record<EventKey, string> = eventNotes;

/** Every event the site can send, as the notice lists them. */
export const noticeEvents: readonly NoticeEvent[] = (Object.keys(EVENTS) as EventKey[]).map((key) => ({
  note: notes[key],
  name: EVENTS[key],
  props: EVENT_PROPS[key],
}));

/** The notice of this build. */
export const privacyPage = privacyNotice(env.analytics, noticeEvents);
