import type { Cta } from './types';

export const notFoundContent = {
  title: 'Page not found',
  body: 'The page you asked for does not exist or has moved. These links will get you back on track.',
  ctas: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Browse products', href: '/products' },
    { label: 'Contact us', href: '/contact' },
  ] satisfies Cta[],
} as const;

/** The generic screen for an unhandled error; its title is fixed as 'Unexpected Application Error!'. */
export const errorContent = {
  title: 'Unexpected Application Error!',
  body: 'Something went wrong while showing this page. Try again, or go back to the home page.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;
