import localFont from 'next/font/local';

// Shipped with the site from the npm package, never fetched at run time. adjustFontFallback sizes Arial to
// Inter's metrics, so swapping in the web font moves nothing (no layout shift).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
