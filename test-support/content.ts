// Assertions the content tests share, for shapes fixed on more than one page.
import type { PrivateCloudFeature } from '@/content/types';

/** The private-cloud feature cards (OpenStack and private-sector pages): these titles in order, each with a summary and details. */
export function expectPrivateCloudFeatures(cards: readonly PrivateCloudFeature[], titles: readonly string[]) {
  expect(cards.map((card) => card.title)).toEqual(titles);
  for (const card of cards) {
    expect(card.summary).not.toBe('');
    expect(card.details.paragraphs.length).toBeGreaterThan(0);
  }
}
