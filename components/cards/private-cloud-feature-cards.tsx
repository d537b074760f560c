import { FeatureCardGrid } from '@/components/cards/feature-card-grid';
import { RichDetails } from '@/components/sections/rich-details';
import { Badge } from '@/components/ui/badge';
import type { PrivateCloudFeature } from '@/content/types';
import { complianceMarker } from '@/lib/util/compliance-marker';
import styles from './private-cloud-feature-cards.module.css';

type Props = {
  features: readonly PrivateCloudFeature[];
  /** Apply the private-sector rule: a title containing 'Compliance' gets the 'Compliance in progress' marker. */
  markCompliance?: boolean;
};

/** The private-cloud feature cards of /vitro and /private-sector: title and summary, details in the dialog. */
export function PrivateCloudFeatureCards({ features, markCompliance = false }: Props) {
  return (
    <FeatureCardGrid
      min="15rem"
      items={features.map((feature) => {
        const marker = markCompliance ? complianceMarker(feature.title) : undefined;
        return {
          id: feature.title,
          title: feature.title,
          face: (
            <>
              {marker ? (
                <p className={styles.marker}>
                  <Badge tone="pending">{marker}</Badge>
                </p>
              ) : null}
              <p>{feature.summary}</p>
            </>
          ),
          details: (
            <>
              {marker ? (
                <p className={styles.marker}>
                  <Badge tone="pending">{marker}</Badge>
                </p>
              ) : null}
              <RichDetails {...feature.details} />
            </>
          ),
        };
      })}
    />
  );
}
