import type { PageMeta } from './types';

/**
 * Copy of the blog list, the article pages and the 404 page's article fallback. The screens' labels and messages
 * are fixed word for word: 'Published on', 'Read More', 'Gov Related', 'Loading...', 'Author: ', 'Share on',
 * 'Copy Link' with its two results, 'Return to Blog'.
 */
export const blogPage = {
  meta: {
    title: 'Blog',
    description: 'Engineering notes, product news and compliance guidance from the Granite Peak Systems team.',
    path: '/blog',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Blog',
    title: 'Blog',
    lead: 'Engineering notes, product news and compliance guidance from the people who build and run our platforms.',
  },
  feed: {
    path: '/blog/feed.xml',
    title: 'Granite Peak Systems blog',
    description: 'Engineering notes, product news and compliance guidance from the Granite Peak Systems team.',
  },
  list: {
    publishedOn: 'Published on',
    readMore: 'Read More',
    govSticker: 'Gov Related',
    empty: 'No posts have been published yet.',
  },
  article: {
    loading: 'Loading...',
    /** Document title of the fallback page until the article arrives. */
    fallbackTitle: 'Blog article',
    author: 'Author: ',
    publishedOn: 'Published on',
    shareOn: 'Share on',
    copyLink: 'Copy Link',
    copied: 'Link copied to clipboard!',
    copyFailed: 'Copy failed. Please select the link and copy it manually.',
    back: 'Return to Blog',
    notFoundTitle: 'Article not found',
    notFoundBody: 'There is no article at this address. It may have been unpublished, or the link may be mistyped.',
    unavailableTitle: 'Article could not be loaded',
    unavailableBody: 'The blog could not be reached. Please try again later, or read the other articles.',
  },
  /**
   * Embeds in post content ({title}, {provider}, {kind} are filled in). A video plays on the page after a click;
   * any other embed is a link: '{kind} on {provider}: {title}'.
   */
  embeds: {
    /** The play button's name: its visible words, title then note (Label in Name). */
    play: '{title}, {note}',
    watchOn: 'Watch on {provider}',
    playsFrom: 'Plays from {provider}',
    untitled: '{provider} video',
    link: '{kind} on {provider}: {title}',
    linkUntitled: '{kind} on {provider}',
    kinds: { video: 'Video', playlist: 'Playlist', slides: 'Slides', map: 'Map', form: 'Form', audio: 'Audio', page: 'Embedded page' },
  },
  /** Names the sanitiser gives post markup that has none (lib/blog/sanitize/repairs.ts). */
  postContent: {
    /**
     * A link around an image without alt text or caption, whose file name says nothing readable: followed by the
     * file name ("Open image IMG_0042.jpg"), never alone.
     */
    imageLinkFallback: 'Open image',
  },
  /** Jetpack blocks drawn without WordPress.com's scripts (lib/blog/sanitize/jetpack.ts, use-slideshows.ts). */
  jetpack: {
    before: 'Before',
    after: 'After',
    /** The slideshow's strip, which scrolls sideways ({count} slides). */
    slideshow: 'Slideshow, {count} slides',
    /** The buttons show their first word; the second is for screen readers ('Previous slide'). */
    previous: ['Previous', 'slide'],
    next: ['Next', 'slide'],
    position: 'Slide {current} of {count}',
    /** Where a form WordPress.com would have handled points instead. */
    form: { text: 'This form is answered on WordPress.com only. To reach us, use the', link: 'contact page', href: '/contact' },
    subscribe: { text: 'New posts by feed:', link: 'subscribe to the blog feed', href: '/blog/feed.xml' },
  },
  /** Share addresses; the current page URL is appended URL-encoded. */
  shareNetworks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/sharing/share-offsite/?url=' },
    { name: 'X', url: 'https://x.com/intent/tweet?url=' },
  ],
} as const;
