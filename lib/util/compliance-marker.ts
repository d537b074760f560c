/** The marker the private-sector feature grid puts on cards whose certification is still under way. */
export const COMPLIANCE_MARKER = 'Compliance in progress';

/**
 * The rule, applied literally: a card whose title contains 'Compliance' (case as written) carries the
 * marker. Titles such as 'SOC 2 & ISO 27001' do not match; their in-progress status is shown by the badge bar.
 */
export function complianceMarker(title: string): string | undefined {
  return title.includes('Compliance') ? COMPLIANCE_MARKER : undefined;
}
