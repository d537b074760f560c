import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
