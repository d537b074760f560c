import { site } from './site';

/** The words the site puts around a WordPress page (the page's own words come from WordPress). */
export const wpPages = {
  home: 'Home',
  breadcrumbs: 'Breadcrumb',
  /** The description of a page with no excerpt. */
  fallbackDescription: `A page of the ${site.company.name} website.`,
} as const;
