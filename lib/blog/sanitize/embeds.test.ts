import { EMBED_CASES, summariseEmbeds } from '@/test-support/blog-embed-fixtures';
import { expectNeutralised } from '@/test-support/blog-xss-payloads';
import { playerOrigins } from '../embeds';
import { embedLink, replacementFor } from './embed-pass';
import { sanitizeHtml } from '.';

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('sanitizeHtml: embeds', () => {
  it.each(EMBED_CASES)('$name', ({ html, expected }) => {
    const clean = sanitizeHtml(html);
    expect(summariseEmbeds(parse(clean))).toMatchObject(expected);
    // One case's title is markup on purpose: it must arrive as text, which the string checks would misread.
    if (!html.includes('onerror')) expectNeutralised(clean);
    for (const element of Array.from(parse(clean).querySelectorAll('*'))) {
      expect(element.tagName).not.toMatch(/^(IMG|SCRIPT|IFRAME)$/);
      for (const attr of Array.from(element.attributes)) expect(attr.name).not.toMatch(/^on/);
    }
    // What the page parses is what the sanitiser wrote: no block broken out of a paragraph by a re-parse.
    expect(parse(clean).innerHTML).toBe(clean);
  });

  it('writes the placeholder from the parsed id alone, never copying the iframe’s attributes', () => {
    const clean = sanitizeHtml(
      '<iframe title="Demo" id="x" class="wp-x" data-embed-id="forged" onload="alert(1)" allow="camera" src="https://www.youtube.com/embed/aB3dE5gH9jK?autoplay=1&amp;mute=1"></iframe>',
    );
    expect(clean).toBe(
      '<div data-embed-player="youtube" data-embed-id="aB3dE5gH9jK"><a href="https://www.youtube.com/watch?v=aB3dE5gH9jK"><span>Demo</span> <span>Watch on YouTube</span></a></div>',
    );
  });

  it('lets no author forge a player: data-embed-* written in a post is stripped', () => {
    const clean = sanitizeHtml(
      '<div data-embed-player="youtube" data-embed-id="aB3dE5gH9jK"><a href="https://www.youtube.com/watch?v=aB3dE5gH9jK">x</a></div>',
    );
    expect(parse(clean).querySelector('[data-embed-player], [data-embed-id]')).toBeNull();
  });

  it('falls back to a link for a provider the site does not play inline', () => {
    const box = replacementFor(document, 'https://player.vimeo.com/video/76979871', 'Walkthrough', ['youtube']);
    expect(box?.outerHTML).toBe('<p><a href="https://vimeo.com/76979871">Video on Vimeo: Walkthrough</a></p>');
    expect(replacementFor(document, 'https://www.youtube.com/embed/aB3dE5gH9jK', '', [])?.outerHTML).toBe(
      '<p><a href="https://www.youtube.com/watch?v=aB3dE5gH9jK">Video on YouTube</a></p>',
    );
  });

  it('names other embeds by kind and provider, and only links https sources', () => {
    expect(embedLink('https://www.slideshare.net/slideshow/embed_code/key/abc')).toMatchObject({ provider: 'SlideShare', kind: 'slides' });
    expect(embedLink('https://docs.google.com/forms/d/e/1FAIpQL/viewform?embedded=true')).toMatchObject({
      provider: 'Google Forms',
      kind: 'form',
    });
    expect(embedLink('https://w.soundcloud.com/player/?url=x')).toMatchObject({ provider: 'SoundCloud', kind: 'audio' });
    expect(embedLink('https://www.openstreetmap.org/export/embed.html')).toMatchObject({ provider: 'OpenStreetMap', kind: 'map' });
    expect(embedLink('https://forms.example.org/f/1')).toMatchObject({ provider: 'forms.example.org', kind: 'page' });
    expect(embedLink('https://evilspeakerdeck.com/player/1')).toMatchObject({ provider: 'evilspeakerdeck.com', kind: 'page' });
    expect(embedLink('http://speakerdeck.com/player/1')).toBeNull();
    expect(embedLink('https://user@speakerdeck.com/player/1')).toBeNull();
  });

  it('gives audio and video controls, loads only their metadata and never autoplays', () => {
    const clean = parse(
      sanitizeHtml(
        '<figure class="wp-block-audio"><audio autoplay src="https://granitepeak.files.wordpress.com/2026/05/brief.mp3"></audio></figure><figure class="wp-block-video"><video preload="auto" loop src="https://granitepeak.files.wordpress.com/2026/05/demo.mp4"></video></figure>',
      ),
    );
    for (const media of Array.from(clean.querySelectorAll('audio, video'))) {
      expect(media.hasAttribute('controls')).toBe(true);
      expect(media.getAttribute('preload')).toBe('metadata');
      expect(media.hasAttribute('autoplay')).toBe(false);
    }
    expect(clean.querySelectorAll('audio, video')).toHaveLength(2);
  });
});

describe('playerOrigins', () => {
  it('lists the privacy-enhanced player of each provider that plays inline, and nothing for none', () => {
    expect(playerOrigins(['youtube', 'vimeo'])).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(playerOrigins(['vimeo'])).toEqual(['https://player.vimeo.com']);
    expect(playerOrigins([])).toEqual([]);
  });
});
