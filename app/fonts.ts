import localFont from 'next/font/local';

// Shipped with the site, never fetched at run time: the npm package's Latin file cut to the weights the styles use
// (scripts/tools/subset-font.ts, 27 % smaller). adjustFontFallback sizes Arial to Inter's metrics, so swapping in the
// web font moves nothing (no layout shift).
export const inter = localFont({
  src: './_fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
