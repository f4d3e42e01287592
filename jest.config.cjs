// Unit and component tests of shared and the five apps (the api and e2e use node's test runner).
const path = require('node:path');

const tsJest = ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json'), diagnostics: false }];

const project = (name, environment) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: environment,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    '^@harmony/shared$': '<rootDir>/../shared/src/index.ts',
    '^@harmony/shared/domain$': '<rootDir>/../shared/src/domain/index.ts',
    '^@harmony/shared/router$': '<rootDir>/../shared/src/router.ts',
    '^@harmony/shared/early-responses$': '<rootDir>/../shared/src/api/early-responses.ts',
    '^@harmony/shared/catalog-query$': '<rootDir>/../shared/src/domain/catalog-query.ts',
    '^@harmony/shared/account$': '<rootDir>/../shared/src/domain/account.ts',
    '^@harmony/shared/payment$': '<rootDir>/../shared/src/domain/payment.ts',
    '^@harmony/shared/gst$': '<rootDir>/../shared/src/domain/gst.ts',
    '^@harmony/shared/description-policy$': '<rootDir>/../shared/src/domain/description-policy.ts',
    '^@harmony/shared/testing/description-attacks$': '<rootDir>/../shared/src/testing/description-attacks.ts',
    '^@harmony/shared/invoice$': '<rootDir>/../shared/src/ui/invoice-download.tsx',
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|webp|jpe?g)$': '<rootDir>/../jest/file-stub.cjs',
  },
  setupFiles: ['<rootDir>/../jest/polyfills.cjs'],
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest/setup-dom.ts'] : [],
});

module.exports = {
  projects: [
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    project('catalog', 'jsdom'),
    project('cart-checkout', 'jsdom'),
    project('account', 'jsdom'),
    project('backoffice', 'jsdom'),
  ],
};
