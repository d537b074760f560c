import { staticOgCards } from '@/lib/og/cards';
import { renderOgCard } from '@/lib/build/og/render-card';

// One 1200×630 PNG per static route, written by the export as out/og/{slug}.png (the param carries the
// extension, so every static host serves it as image/png). pageMetadata points og:image and twitter:image here.

type Params = { card: string };

export function generateStaticParams(): Params[] {
  return staticOgCards().map((card) => ({ card: card.file.slice('/og/'.length) }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { card: file } = await params;
  const card = staticOgCards().find((c) => c.file === `/og/${file}`);
  if (!card) return new Response('Not found', { status: 404 });
  return renderOgCard(card);
}
