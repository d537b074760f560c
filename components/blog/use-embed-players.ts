import { useEffect, type RefObject } from 'react';
import { blogPage } from '@/content/blog';
import { PROVIDER_NAMES, playerUrl, validVideo } from '@/lib/blog/embeds';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const videoOf = (box: HTMLElement) => validVideo(box.dataset.embedPlayer, box.dataset.embedId, box.dataset.embedHash);

/**
 * Click-to-play for the video placeholders the sanitiser writes into post content (lib/blog/embeds.ts). Without
 * JavaScript each is a link to the video's page; here it becomes a button named by what it shows ("{title}, Plays from {provider}"), and one
 * delegated click handler swaps a pressed button for the provider's privacy-enhanced player and moves focus into
 * it. Nothing is requested from the provider before that click. `html` re-runs it when the post is replaced.
 */
export function useEmbedPlayers(ref: RefObject<HTMLElement | null>, html: string) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const labels = blogPage.embeds;
    for (const box of Array.from(root.querySelectorAll<HTMLElement>('[data-embed-player]'))) {
      const link = box.querySelector(':scope > a');
      const video = videoOf(box);
      if (!link || !video) continue;
      const [name, note] = Array.from(link.children);
      const button = document.createElement('button');
      button.type = 'button';
      if (note) note.textContent = fill(labels.playsFrom, { provider: PROVIDER_NAMES[video.provider] });
      // Named by the words it shows, in their order (WCAG 2.5.3 Label in Name): a voice-control user says what
      // they see. The label only puts a pause between the title and the note, which the spans' text runs together.
      button.setAttribute('aria-label', fill(labels.play, { title: name?.textContent ?? '', note: note?.textContent ?? '' }));
      button.append(...Array.from(link.childNodes));
      link.replaceWith(button);
    }

    const play = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-embed-player] > button');
      const box = button?.parentElement;
      const video = box ? videoOf(box) : null;
      if (!button || !box || !video || !root.contains(box)) return;
      const iframe = document.createElement('iframe');
      iframe.src = playerUrl(video);
      iframe.title = button.firstElementChild?.textContent ?? '';
      iframe.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
      iframe.allowFullscreen = true;
      iframe.referrerPolicy = 'strict-origin-when-cross-origin';
      box.replaceChildren(iframe);
      box.dataset.embedPlaying = '';
      // The button is gone: focus goes to the player, so the keyboard can start, pause and leave it.
      iframe.focus();
    };
    root.addEventListener('click', play);
    return () => root.removeEventListener('click', play);
  }, [ref, html]);
}
