/** The category key that marks a post as government-related (spec §3): its card is highlighted and stickered. */
export const GOV_CATEGORY = 'Gov';

export function isGov(categoryNames: readonly string[]): boolean {
  return categoryNames.includes(GOV_CATEGORY);
}
