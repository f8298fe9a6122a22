// One jest run for every package. The server suite runs once on embedded PGlite and,
// when DATABASE_URL is set, once more on that PostgreSQL server: both must pass.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.m?(t|j)sx?$': swc },
  // msw 2 depends on packages published only as ES modules; jest on Node 20 needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

const frontend = {
  ...common,
  displayName: 'frontend',
  testEnvironment: 'jest-fixed-jsdom',
  roots: [
    '<rootDir>/shared-api',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-search',
    '<rootDir>/mfe-data',
    '<rootDir>/mfe-monitor',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-news',
  ],
  setupFilesAfterEnv: ['<rootDir>/test-setup/frontend.ts'],
  moduleNameMapper: { '\\.(png|jpe?g|svg|gif)$': '<rootDir>/test-setup/file-stub.js' },
};

const serverOn = (db) => ({
  ...common,
  displayName: `server:${db}`,
  testEnvironment: 'node',
  roots: ['<rootDir>/server'],
  setupFiles: [`<rootDir>/test-setup/server-${db}.js`],
});

module.exports = {
  projects: [
    frontend,
    serverOn('pglite'),
    ...(process.env.DATABASE_URL ? [serverOn('postgres')] : []),
  ],
};
