import { FeatureCardGrid } from '@/components/cards/feature-card-grid';
import { RichDetails } from '@/components/sections/rich-details';
import { ContentImage } from '@/components/ui/content-image';
import type { CoreFeatureCard } from '@/content/fkp';

/** The eight core-feature cards; each opens the shared dialog with its description and value points. */
export function CoreFeatures({ cards, pointsTitle }: { cards: readonly CoreFeatureCard[]; pointsTitle: string }) {
  return (
    <FeatureCardGrid
      min="15rem"
      items={cards.map((card) => ({
        id: card.id,
        title: card.title,
        media: <ContentImage image={card.icon} load="eager" />,
        face: <p>{card.description}</p>,
        details: <RichDetails paragraphs={[card.description]} pointsTitle={pointsTitle} points={card.value} />,
      }))}
    />
  );
}
