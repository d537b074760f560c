import { EVENTS } from '@/lib/analytics/events';
import { noticeEvents } from '@/lib/analytics/notice';
import { privacyNotice } from './privacy';

const text = (notice: ReturnType<typeof privacyNotice>) =>
  [notice.meta.description, notice.hero.lead, ...notice.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])])].join('\n');

describe('the privacy notice follows the analytics configuration', () => {
  it('without analytics, says none runs and has no section about it', () => {
    const notice = privacyNotice(null);
    expect(notice.sections.map((section) => section.id).filter((id) => id.startsWith('analytics'))).toEqual([]);
    expect(notice.hero.lead).toMatch(/runs no analytics/);
    expect(text(notice)).not.toMatch(/Plausible/);
  });

  it('with analytics, names the Plausible server, every event the site can send and when nothing is sent', () => {
    const notice = privacyNotice({ domain: 'www.example.com', endpoint: 'https://plausible.io/api/event' }, noticeEvents);
    const section = notice.sections.find((s) => s.id === 'analytics');
    expect(section?.paragraphs[0]).toMatch(/Plausible Analytics \(plausible\.io\)/);
    expect(section?.items).toHaveLength(Object.keys(EVENTS).length);
    for (const name of Object.values(EVENTS)) expect(section?.items?.join('\n')).toContain(`“${name}”`);
    const limits = notice.sections.find((s) => s.id === 'analytics-limits')?.paragraphs.join('\n');
    expect(limits).toMatch(/Global Privacy Control or Do Not Track/);
    expect(limits).toMatch(/drafts preview/);
    expect(text(notice)).not.toMatch(/runs no analytics/);
    expect(notice.sections.find((s) => s.id === 'processors')?.items?.[0]).toMatch(/^Plausible Analytics \(plausible\.io\)/);
  });

  it('names a self-hosted server by its host', () => {
    const notice = privacyNotice({ domain: 'www.example.com', endpoint: 'https://stats.example.com/api/event' });
    expect(notice.sections.find((s) => s.id === 'analytics')?.paragraphs[0]).toMatch(/a Plausible Analytics server at stats\.example\.com/);
  });

  it('still promises no cookie either way', () => {
    for (const notice of [privacyNotice(null), privacyNotice({ domain: 'a.example', endpoint: 'https://plausible.io/api/event' })]) {
      expect(notice.sections.find((s) => s.id === 'cookies')?.paragraphs[0]).toMatch(/^This site sets no cookies\./);
    }
  });
});
