/**
 * stylelint-config-standard, tuned for CSS Modules and for the tree as it is. Each rule turned off or changed
 * says why; the three whitespace/hex rules are auto-fixable and can be switched back on together with a
 * one-time `stylelint --fix` (the formatting commit).
 */
/** @type {import('stylelint').Config} */
const config = {
  extends: ['stylelint-config-standard'],
  ignoreFiles: [
    '.next/**',
    '.next-server/**',
    'out/**',
    '.test-builds/**',
    'node_modules/**',
    'coverage/**',
    'test-results/**',
    'public/pagefind/**',
  ],
  rules: {
    // CSS Modules: class names are read in TypeScript as `styles.skipLink`, so they are camelCase, not kebab-case.
    'selector-class-pattern': null,
    // CSS Modules: `composes` shares a class from another module (components/ui/grid-list.module.css).
    'property-no-unknown': [true, { ignoreProperties: ['composes'] }],
    // CSS Modules: `:global(...)` reaches markup the module does not own (sanitised blog HTML).
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global', 'local'] }],
    // One notation for the documented breakpoints (app/globals.css): `(max-width: 48rem)`, as every module writes it.
    'media-feature-range-notation': 'prefix',
    // `currentColor` is written in camel case throughout; font family names keep their own capitals.
    'value-keyword-case': ['lower', { camelCaseSvgKeywords: true, ignoreProperties: ['/^--font-/', 'font-family'] }],
    // Compares selectors of different classes that never style the same element: only false alarms here.
    'no-descending-specificity': null,
    // Formatting, left to the formatting pass (see above): blank lines group the design tokens on purpose.
    'comment-empty-line-before': null,
    'custom-property-empty-line-before': null,
    'color-hex-length': null,
  },
};

export default config;
