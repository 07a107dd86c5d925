// One jest run for the workspace: each package is a project with its own environment.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const transform = { '^.+\\.(t|m?j)sx?$': swc };
// Catalogues are compiled as the build compiles them (messages become functions).
const resolver = '<rootDir>/../shared-kernel/build/i18n-jest.cjs';
const ui = (name, setup = []) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  resolver,
  setupFilesAfterEnv: ['<rootDir>/../shared-kernel/src/testing/jest-setup.ts', ...setup],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '\\.(css|svg|png|jpg|mp3)$': '<rootDir>/../shared-kernel/src/testing/file-stub.ts' },
});
module.exports = {
  // Global only (jest ignores it per project): server suites start a real server and database.
  testTimeout: 30000,
  projects: [
    ui('shared-kernel'),
    ui('shell', ['<rootDir>/src/test-support/preload-pages.ts']),
    ui('mfe-live-chat'),
    ui('mfe-settings'),
    ui('mfe-history'),
    ui('mfe-agents'),
    ui('mfe-reports'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform,
      resolver,
          testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      displayName: 'widget',
      rootDir: '<rootDir>/widget',
      testEnvironment: 'jsdom',
      transform,
      resolver,
          testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
  ],
};
