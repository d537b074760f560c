import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Links go through SiteLink, a plain <a> that the layout's one listener navigates (components/layout/site-navigation.ts). */
const NEXT_LINK = {
  name: 'next/link',
  message:
    'Use SiteLink from @/components/layout/site-link: a server-rendered <a> the layout navigates in place, with no component to hydrate.',
};

/** @type {import('eslint').Linter.Config[]} */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The export serves pre-sized static images; next/image would add client JS for no gain here.
      '@next/next/no-img-element': 'off',
    },
  },
  // Where code runs is its folder: lib/server/ only in server mode's Node process, lib/build/ only while building,
  // lib/browser/ only in the browser, every other lib/ folder anywhere. Code that may run in the browser or
  // anywhere must not import server or build code (it would pull Node-only modules, secrets' readers or the
  // build's caches into a client chunk).
  {
    files: ['lib/**/*.{ts,tsx,mjs}', 'components/**/*.{ts,tsx}', 'content/**/*.ts'],
    ignores: ['lib/server/**', 'lib/build/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK],
          patterns: [
            {
              regex: '^(@/lib/(server|build)/|(\\.\\./)+(server|build)/)',
              message: 'Browser and shared code must not import lib/server/ or lib/build/ (see README, "Where code runs").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
  {
    ignores: [
      '.next/**',
      '.next-server/**',
      'out/**',
      '.test-builds/**',
      'reports/**',
      '.lighthouseci/**',
      'node_modules/**',
      // Pagefind's own UI bundle, written by `npm run build:server` (gitignored).
      'public/pagefind/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
