import { FeatureCardGrid } from '@/components/feature-card-grid';
import { RichDetails } from '@/components/rich-details';
import type { CoreFeatureCard } from '@/content/fkp';

/** The eight core-feature cards; each opens the shared dialog with its description and value points. */
export function CoreFeatures({ cards }: { cards: readonly CoreFeatureCard[] }) {
  return (
    <FeatureCardGrid
      min="15rem"
      items={cards.map((card) => ({
        id: card.id,
        title: card.title,
        media: <img src={card.icon.src} alt={card.icon.alt} width={card.icon.width} height={card.icon.height} />,
        face: <p>{card.description}</p>,
        details: <RichDetails paragraphs={[card.description]} pointsTitle="What it gives you" points={card.value} />,
      }))}
    />
  );
}
