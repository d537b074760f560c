/** Ids shared by the server-rendered navigation and the script that enhances it (and named by e2e tests). */
export const NAV_IDS = {
  nav: 'site-nav',
  menu: 'site-menu',
  products: 'products-disclosure',
  productsMenu: 'products-menu',
} as const;
