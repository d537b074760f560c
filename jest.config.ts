import type { Config } from 'jest';
import nextJest from 'next/jest.js';

// TypeScript like the code it tests; Jest reads it through ts-node, the one place ts-node is used.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // scripts/ and art/ hold tooling with its own node:test tests (npm run test:tooling); scripts/lib's TypeScript tests
  // (scripts/lib/*.test.ts, which import the site's modules) are jest's.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.next-server/', '/out/', '/scripts/(?!lib/[^/]+\\.test\\.ts$)', '/art/'],
};

export default createJestConfig(config);
