/** '2026-11-22' → 'November 22, 2026', the same on the server and in every time zone (dates of last review or change). */
export function formatReviewedDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
