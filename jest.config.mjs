import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // scripts/ holds Node ESM tooling with its own node:test tests (npm run test:scripts); its TypeScript tests
  // (scripts/lib/*.test.ts, which import the site's modules) are jest's.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.next-server/', '/out/', '/scripts/(?!lib/[^/]+\\.test\\.ts$)'],
};

export default createJestConfig(config);
