// Plain JavaScript, so Jest loads it without a TypeScript loader of its own.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Every core: Jest's default (cores - 1) is a single worker on the 2-core CI machine, and many suites wait on
  // a child process or a server (28 s -> 18 s there).
  maxWorkers: '100%',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  resolver: '<rootDir>/test-support/jest-esm-resolver.cjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The product's tests are jest's; the tooling's (scripts/, art/, dev-services/) run on node:test with tsx
  // (npm run test:tooling), and e2e/ is Playwright's.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/scripts/',
    '<rootDir>/art/',
    '<rootDir>/e2e/',
    '<rootDir>/dev-services/',
    '<rootDir>/.test-builds/',
    '/.next/',
    '/.next-server/',
    '<rootDir>/out/',
  ],
};

// Packages that ship ES modules only: Jest's CommonJS runtime needs them compiled like the project's own code.
const esmOnly = ['he', 'kubernetes-models', '@kubernetes-models', 'is-cidr', 'cidr-regex'];

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmOnly.join('|')})/)`,
    ...(resolved.transformIgnorePatterns ?? []).filter((pattern) => !pattern.includes('/node_modules/')),
  ];
  return resolved;
};

export default jestConfig;
