import { COMPLIANCE_MARKER, complianceMarker } from './compliance-marker';

describe('complianceMarker', () => {
  it.each(['PCI-DSS Compliance', 'Compliance Reporting', 'FedRAMP Compliance Kit'])('marks %s', (title) => {
    expect(complianceMarker(title)).toBe(COMPLIANCE_MARKER);
  });

  it.each(['SOC 2 & ISO 27001', 'Containerized Services', 'compliance lowercase', 'Ceph-Backed Resilience', ''])(
    'leaves %s unmarked',
    (title) => {
      expect(complianceMarker(title)).toBeUndefined();
    },
  );

  it('reads "Compliance in progress" (fixed wording)', () => {
    expect(COMPLIANCE_MARKER).toBe('Compliance in progress');
  });
});
