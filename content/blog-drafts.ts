import type { PageMeta } from './types';

/**
 * Copy of /blog/drafts, the editors' preview of unpublished posts (never linked, noindex). `{…}` placeholders
 * are filled in by the page.
 */
export const draftsPage = {
  meta: {
    title: 'Drafts preview',
    description: 'Editors preview unpublished posts as the site will publish them.',
    path: '/blog/drafts',
  } satisfies PageMeta,
  title: 'Drafts preview',
  lead: 'Unpublished posts as this site will publish them, with what it will change. Only editors of the blog can sign in.',
  signIn: 'Sign in with WordPress.com',
  signOut: 'Sign out',
  signedIn: 'Signed in with WordPress.com in this tab',
  loading: 'Loading…',
  /** With JavaScript off: signing in with WordPress.com happens in the browser. */
  noScript:
    'The drafts preview needs JavaScript: it signs you in with WordPress.com and reads your drafts in this tab. Turn JavaScript on for this site to use it.',
  redirecting: 'Opening WordPress.com…',
  signedOutBody:
    'Sign in with the WordPress.com account you write with. The sign-in lasts for this browser tab only, and ends after 8 hours without use.',
  /** Why the editor sees the sign-in button again. */
  notices: {
    ended: 'Your WordPress.com sign-in has ended. Sign in again to see the drafts.',
    wrongState:
      'This sign-in was refused: it did not come from a sign-in started in this tab, so it was not used. Sign in again from this page.',
    denied: 'WordPress.com did not grant access, so nothing was shared with this site. Sign in again when you are ready.',
    failed: 'The sign-in could not be completed with WordPress.com. Sign in again in a moment.',
  },
  /** Server mode's sign-in (authorization-code grant): the server keeps the sign-in, for this browser. */
  codeGrant: {
    signedIn: 'Signed in with WordPress.com in this browser',
    signedOutBody:
      'Sign in with the WordPress.com account you write with. The sign-in lasts until you sign out or close the browser, and ends after 8 hours without use.',
  },
  otherSite: {
    title: 'Signed in to another site',
    body: 'This sign-in is for {other}, not for {site}, whose drafts this page shows. Sign out, then sign in and choose {site}.',
  },
  unavailable: {
    title: 'WordPress.com could not be reached',
    body: 'The drafts could not be loaded. Check your connection and try again in a moment.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Post not found',
    body: 'Post {id} is not a post of {site}: it may have been deleted, or belong to another site. Its link may be mistyped.',
  },
  list: {
    heading: 'Unpublished posts and pages',
    count: '{count} posts and pages, most recently changed first',
    empty: 'There are no drafts, pending or scheduled posts or pages.',
    /** Beside a WordPress page in the list. */
    page: 'Page',
    changed: 'Last changed',
    author: 'by {author}',
    untitled: '(no title)',
  },
  status: {
    draft: 'Draft',
    pending: 'Pending review',
    future: 'Scheduled for {date}',
    publish: 'Published',
    private: 'Private',
    other: 'Status: {status}',
  },
  preview: {
    banner: 'Preview — not published',
    back: 'All drafts',
    /** The banner's link to the check. */
    toCheck: 'Before you publish: {count} to review',
    toCheckClean: 'Before you publish: nothing to change',
  },
  check: {
    heading: 'Before you publish',
    intro: 'What this site will change or drop in this post when it is published, and why. Fix these in WordPress.',
    clean: 'Nothing to change: the site will publish this post as written.',
    inBlock: '{block} block',
    /** A place outside any block: classic-editor markup, or a paragraph (WordPress writes paragraphs without a class). */
    noBlock: 'Text',
    wholePost: 'The whole post',
    /** The words above, for a WordPress page. */
    forPage: {
      intro: 'What this site will change or drop in this page when it is published, and why. Fix these in WordPress.',
      clean: 'Nothing to change: the site will publish this page as written.',
      wholePost: 'The whole page',
      /** What a kind costs a page where that differs from a post (a page has no blog card; lib/wp-pages/seo.ts). */
      kinds: {
        'missing-link-target': {
          title: 'Link to a missing anchor',
          why: 'No block in the page has this HTML anchor, so the link goes nowhere. Fix the link or set the anchor on the block it should reach.',
        },
        'no-featured-image': {
          title: 'No featured image',
          why: 'Shared links show a card drawn with the page’s title instead of a photo.',
        },
        'no-excerpt': {
          title: 'No excerpt',
          why: 'Search results and shared links show a general line about the site instead of a summary of this page. Write the page’s excerpt in WordPress.',
        },
      },
    },
    kinds: {
      'image-without-alt': {
        title: 'Image without alt text',
        why: 'Screen readers skip it as decoration. Describe what it shows in the image block’s alt text.',
      },
      'image-title-without-alt': {
        title: 'Image with a title but no alt text',
        why: 'An empty alt marks the image as decoration, so the site drops its title. If the title describes the image, put it in the alt text.',
      },
      'table-without-headers': {
        title: 'Table without header cells',
        why: 'A screen reader cannot say which column or row a cell belongs to. Turn on the table block’s header section, or make the first row or column headers.',
      },
      'duplicate-id': {
        title: 'Repeated anchor renamed',
        why: 'Two blocks share an HTML anchor (a duplicated block keeps it); the site renames the copy, so links to it reach the first one only. Give each block its own anchor.',
      },
      'missing-link-target': {
        title: 'Link to a missing anchor',
        why: 'No block in the post has this HTML anchor, so the link goes nowhere. Fix the link or set the anchor on the block it should reach.',
      },
      'embed-facade': {
        title: 'Embed shown as a click-to-play video',
        why: 'The player loads only when a reader presses play, so the page stays fast and private.',
      },
      'embed-link': {
        title: 'Embed shown as a link',
        why: 'The site does not frame this provider: readers get a link to it instead.',
      },
      'embed-dropped': {
        title: 'Embed dropped',
        why: 'The address is not one the site can show or link safely, so it is left out.',
      },
      'style-removed': {
        title: 'Inline style removed',
        why: 'Only layout styles the site allows are kept; the rest would fight the site’s design.',
      },
      'colour-changed': {
        title: 'Colour changed for contrast',
        why: 'The text would be hard to read; the site raises it to WCAG AA contrast.',
      },
      'heading-level': {
        title: 'Heading level repaired',
        why: 'Headings must not skip levels; the site moves this one so the outline stays navigable.',
      },
      'block-replaced': {
        title: 'Block drawn without WordPress.com',
        why: 'This block needs WordPress.com’s own scripts or server; the site keeps its text and links and drops the rest.',
      },
      'insecure-url': {
        title: 'http:// address',
        why: 'Browsers block or warn about plain-http images and links on an https page. Use https://.',
      },
      'no-featured-image': {
        title: 'No featured image',
        why: 'The blog card and the social image fall back to the site’s default picture.',
      },
      'long-title': {
        title: 'Title longer than about 60 characters',
        why: 'Search results cut it ({detail} characters).',
      },
      'no-excerpt': {
        title: 'No excerpt',
        why: 'The blog card and search results show no summary. Write one in the post’s Excerpt panel.',
      },
      'page-path-taken': {
        title: 'Page address taken by the site',
        why: 'The site already serves this address, so the build leaves this page out rather than replace it. Change the page’s slug (or its parent) in WordPress.',
      },
      'page-parent-unpublished': {
        title: 'Parent page not published',
        why: 'A page is published under its parent’s address, so the build leaves it out until the parent is published. Publish the parent first, or choose another.',
      },
    },
  },
  /** Shown instead of the sign-in when the build has no WordPress.com app (or no blog site) configured. */
  unconfigured: {
    title: 'Drafts preview is not set up',
    body: 'This build has no WordPress.com app to sign in with. Whoever deploys the site can turn the preview on:',
    steps: [
      'Create an app at developer.wordpress.com/apps (type: Web).',
      'Set its Redirect URL to {redirect}.',
      'Set its JavaScript Origins to {origin}.',
      'Build the site with NEXT_PUBLIC_WPCOM_CLIENT_ID set to the app’s Client ID, and NEXT_PUBLIC_BLOG_SITE set to the blog.',
    ],
    missing: 'Not set in this build: {missing}.',
  },
} as const;
