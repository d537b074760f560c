/** Ids shared by the server-rendered layout and the script that enhances it (and named by e2e tests). */
export const LAYOUT_IDS = {
  nav: 'site-nav',
  menu: 'site-menu',
  products: 'products-disclosure',
  productsMenu: 'products-menu',
  year: 'copyright-year',
} as const;
