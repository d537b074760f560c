/** The category key that marks a post as government-related: its card is highlighted and gets a 'Gov Related' sticker. */
export const GOV_CATEGORY = 'Gov';

export function isGov(categoryNames: readonly string[]): boolean {
  return categoryNames.includes(GOV_CATEGORY);
}
