/** Words the shared UI components add to the copy they are given: the same on every page. */
export const uiText = {
  /** Visually hidden after the name of every link that opens in a new tab (WCAG 3.2.5 advice). */
  newTab: ' (opens in a new tab)',
  /** Shown over an enlargeable image, and added (hidden) to its button's name. */
  enlargeHint: 'Click to enlarge',
  enlargeName: ', enlarge image',
} as const;
