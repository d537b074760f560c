import { render, screen } from '@testing-library/react';
import type { PrivateCloudFeature } from '@/content/types';
import { PrivateCloudFeatureCards } from './private-cloud-feature-cards';

const features: PrivateCloudFeature[] = [
  { title: 'Ceph-Backed Resilience', summary: 'Storage.', details: { paragraphs: ['Replicas.'] } },
  { title: 'PCI-DSS Compliance', summary: 'Scope.', details: { paragraphs: ['Segmentation.'] } },
];

describe('PrivateCloudFeatureCards', () => {
  it("marks a card whose title contains 'Compliance' when asked to", () => {
    render(<PrivateCloudFeatureCards features={features} markCompliance />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('Compliance in progress');
    expect(items[1]).toHaveTextContent('Compliance in progress');
  });

  it('marks nothing by default', () => {
    render(<PrivateCloudFeatureCards features={features} />);
    expect(screen.queryByText('Compliance in progress')).not.toBeInTheDocument();
  });
});
