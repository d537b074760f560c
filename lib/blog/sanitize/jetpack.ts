import { blogPage } from '@/content/blog';
import type { Report } from './findings';

/**
 * Jetpack's blocks (WordPress.com's editor offers them all), drawn without Jetpack's scripts and CSS, on the build
 * and in the browser alike. The saved markup is learned from Jetpack's block fixtures; what the site makes of it:
 * - tiled gallery: rows and columns stay (the saved flex-basis of each column; blocks.module.css draws them);
 *   the carousel's dead `role="button"`/`tabindex` go (the policy drops them), and so does the "image 1 of 5"
 *   aria-label that would hide the image's alt text (axe: presentation-role-conflict beside alt="");
 * - slideshow: its list becomes a scroll-snap strip (one slide at a time, swipe or scroll, no script needed),
 *   a tab stop with a name; Swiper's empty previous/next/pause anchors and pagination go. The article page's
 *   script adds named previous/next buttons (components/blog/use-slideshows.ts);
 * - image compare: the slider becomes a before/after pair, each image with its label;
 * - map: its list of place links stays (the map itself needs Jetpack's script and a provider's key);
 * - blocks WordPress.com's server answers (forms, subscriptions, payments, cookie banners, stories): their text
 *   and links stay, their controls go before the policy would leave a button's label lying loose; a contact or
 *   subscription form, which can send nothing from here, becomes a line pointing at the site's own page;
 * - a Jetpack shortcode WordPress did not render (`[contact-form]`, `[jetpack_subscription_form]`…) is removed
 *   rather than printed as text.
 */

type Kind = 'form' | 'subscribe' | 'controls';

/** Blocks WordPress.com's server renders, by the class on their outermost element. */
const SERVER_BLOCKS: [RegExp, Kind][] = [
  [/^wp-block-jetpack-contact-form(?:-container)?$/, 'form'],
  [/^wp-block-jetpack-(?:subscriptions(?:__container)?|mailchimp)$/, 'subscribe'],
  [
    /^wp-block-(?:jetpack-(?:recurring-payments|payment-buttons|donations|simple-payments|eu-cookie-law|story|blogging-prompt)|premium-content-container)$/,
    'controls',
  ],
];

/** What cannot work without WordPress.com: inputs and buttons, and the forms around them. */
const CONTROLS = 'form, input, button, select, textarea, dialog, [role="dialog"]';

/** Shortcodes of WordPress and Jetpack that reach the API unrendered when a plugin is missing. */
const SHORTCODE =
  /\[\/?(?:contact-form|contact-field|jetpack_subscription_form|jetpack-email-subscribe|subscribe|recurring-payments|simple-payment|jetpack_top_posts|top-posts|eu-cookie-law|story|gallery|caption|slideshow|tiled-gallery|googlemaps|map)(?:\s[^\]]{0,500})?\]/gi;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

function serverKind(element: Element): Kind | null {
  const classes = element.getAttribute('class')?.split(/\s+/) ?? [];
  for (const [pattern, kind] of SERVER_BLOCKS) if (classes.some((name) => pattern.test(name))) return kind;
  return null;
}

function pointer(doc: Document, { text, link, href }: { text: string; link: string; href: string }): Element {
  const paragraph = doc.createElement('p');
  const anchor = doc.createElement('a');
  anchor.setAttribute('href', href);
  anchor.textContent = link;
  paragraph.append(`${text} `, anchor, '.');
  return paragraph;
}

/**
 * A tiled gallery's image carries its size only in data-width/data-height, which the policy drops: as width and
 * height, they reserve its box before it loads.
 */
function keepSavedSize(img: Element) {
  if (img.hasAttribute('width') || img.hasAttribute('height')) return;
  const [width, height] = ['data-width', 'data-height'].map((name) => img.getAttribute(name)?.trim() ?? '');
  if (!/^\d{1,5}$/.test(width!) || !/^\d{1,5}$/.test(height!) || Number(width) < 1 || Number(height) < 1) return;
  img.setAttribute('width', width!);
  img.setAttribute('height', height!);
}

/** Slideshow: Swiper's wrapper as a scroll-snap strip that keyboard users can scroll too, without empty anchors. */
function slideshows(root: Element, report?: Report) {
  for (const show of Array.from(root.querySelectorAll('.wp-block-jetpack-slideshow'))) {
    for (const dead of Array.from(
      show.querySelectorAll('[class*="wp-block-jetpack-slideshow_button-"], .wp-block-jetpack-slideshow_pagination'),
    ))
      dead.remove();
    for (const anchor of Array.from(show.querySelectorAll('a:not([href])'))) if (!anchor.textContent?.trim()) anchor.remove();
    const strip = show.querySelector('ul');
    const count = strip?.querySelectorAll(':scope > li').length ?? 0;
    // A single slide does not scroll: it needs no tab stop.
    if (!strip || count < 2) continue;
    // Older saves name the list only by its place in the block; the CSS draws the strip from this class.
    strip.classList.add('wp-block-jetpack-slideshow_swiper-wrapper');
    strip.setAttribute('tabindex', '0');
    report?.('block-replaced', show, 'slideshow shown one slide at a time, without autoplay or dots');
    strip.setAttribute('aria-label', fill(blogPage.jetpack.slideshow, { count }));
  }
}

/** A story's slide-count badge is a lone number once its icon is gone. */
function stories(root: Element) {
  for (const badge of Array.from(root.querySelectorAll('.wp-block-jetpack-story .wp-story-overlay'))) badge.remove();
}

/** Tiled gallery: the images keep their alt text as their only name. */
function tiledGalleries(root: Element) {
  for (const img of Array.from(root.querySelectorAll('.wp-block-jetpack-tiled-gallery img'))) {
    img.removeAttribute('aria-label');
    img.removeAttribute('role');
  }
}

/** Image compare: the slider's two images as a labelled pair (the first is "before", as Jetpack saves them). */
function imageCompares(root: Element, report?: Report) {
  const doc = root.ownerDocument;
  for (const block of Array.from(root.querySelectorAll('.wp-block-jetpack-image-compare'))) {
    const images = Array.from(block.querySelectorAll('img')).slice(0, 2);
    if (images.length < 2) continue;
    const pair = doc.createElement('div');
    pair.className = 'wp-block-jetpack-image-compare__pair';
    images.forEach((img, i) => {
      const side = doc.createElement('figure');
      const label = doc.createElement('figcaption');
      label.textContent = i === 0 ? blogPage.jetpack.before : blogPage.jetpack.after;
      side.append(img, label);
      pair.append(side);
    });
    // The slider's own wrapper is empty now; the block's caption, if any, stays under the pair.
    for (const child of Array.from(block.children))
      if (child.tagName !== 'FIGCAPTION' && !child.textContent?.trim() && !child.querySelector('img')) child.remove();
    block.prepend(pair);
    report?.('block-replaced', block, 'image compare slider shown as a before/after pair');
  }
}

/** Text nodes holding unrendered shortcodes lose them. */
function shortcodes(root: Element, report?: Report) {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('pre, code')) continue;
    const value = text.data;
    const cleaned = value.replace(SHORTCODE, '');
    if (cleaned === value) continue;
    report?.('block-replaced', text.parentElement, `shortcode removed: ${value.match(SHORTCODE)?.[0] ?? ''}`);
    text.data = cleaned;
    const host = text.parentElement;
    if (host?.tagName === 'P' && !host.textContent?.trim() && !host.querySelector('img, a')) host.remove();
  }
}

/**
 * One sanitising run's Jetpack pass: `hook` for DOMPurify's uponSanitizeElement (server blocks, while their
 * controls are still whole), `finish` on the sanitised body.
 */
export function jetpackPass(report?: Report) {
  return {
    hook(node: Node) {
      if (node.nodeType !== 1) return;
      const element = node as Element;
      if (element.tagName === 'IMG') return keepSavedSize(element);
      const kind = serverKind(element);
      if (!kind) return;
      const doc = element.ownerDocument;
      if (kind === 'controls') {
        const controls = Array.from(element.querySelectorAll(CONTROLS));
        if (controls.length > 0) report?.('block-replaced', element, `${controls.length} controls that need WordPress.com removed`);
        for (const control of controls) control.remove();
        return;
      }
      // Marked, so the outer container and the block inside it are replaced once.
      if (element.parentElement && serverKind(element.parentElement) === kind) return;
      report?.(
        'block-replaced',
        element,
        kind === 'form' ? 'form replaced by a link to the contact page' : 'subscription form replaced by the feed link',
      );
      element.replaceChildren(pointer(doc, kind === 'form' ? blogPage.jetpack.form : blogPage.jetpack.subscribe));
    },
    finish(root: HTMLElement) {
      slideshows(root, report);
      tiledGalleries(root);
      stories(root);
      imageCompares(root, report);
      shortcodes(root, report);
    },
  };
}
