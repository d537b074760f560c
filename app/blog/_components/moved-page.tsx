import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { Section } from '@/components/ui/section';
import { blogLists } from '@/content/blog-lists';
import { env } from '@/lib/config/env';

/**
 * `/…/page/1` is not a copy of the list's first page. The server answers it with a 308 to the first page; a
 * static host cannot redirect, so the export writes a page that refreshes at once to the first page (also with
 * JavaScript off), is kept out of search results and names the first page as canonical.
 */
export function redirectOnServer(target: string): void {
  if (env.serverMode) permanentRedirect(target);
}

export function movedMetadata(target: string, title: string): Metadata {
  return { title, robots: { index: false }, alternates: { canonical: target } };
}

export function MovedPage({ target, title }: { target: string; title: string }) {
  const text = blogLists.moved;
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <Section as="div">
        <h1>{text.title}</h1>
        <p>
          {text.body} <a href={target}>{title}</a>
        </p>
      </Section>
    </>
  );
}
