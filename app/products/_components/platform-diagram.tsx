import { Section } from '@/components/ui/section';
import { ZoomableImage } from '@/components/ui/zoomable-image';
import type { ImageAsset } from '@/content/types';

type Props = { title: string; intro: string; image: ImageAsset; caption: string };

/** The platform diagram; a click opens it full screen in the shared Dialog. */
export function PlatformDiagram({ title, intro, image, caption }: Props) {
  return (
    <Section title={title} intro={intro}>
      <ZoomableImage {...image} caption={caption} />
    </Section>
  );
}
