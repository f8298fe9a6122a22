// One ESLint setup for every package; Prettier owns formatting, so style rules are off.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (ARCHITECTURE.md, "lint rules keep the rooms apart"), with the built-in
// no-restricted-imports. ESLint replaces a rule's options when two blocks match a file, so each
// block below carries every restriction for its files.
const REMOTES = ['mfe-search', 'mfe-data', 'mfe-monitor', 'mfe-account', 'mfe-news'];
// Tests and their support files (msw handlers, fixtures, render helpers): never in a bundle.
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test-utils.{ts,tsx}',
  '**/*-fixture.ts',
  '**/*-handlers.ts',
  '**/*-server.ts',
  '**/render-*.tsx',
];

/** A remote reaches the others and the shell only through the shell at run time. */
const otherRemotesAndShell = (remote) => ({
  regex: `(^|/)(${REMOTES.filter((r) => r !== remote).join('|')}|shell)(/|$)`,
  message: '远程模块之间互不引用，也不引用 shell：共享的代码放在 shared-api 或 shared-ui。',
});

/** The test harness is for tests; nothing shipped may import it. */
const testHarness = {
  regex: '^shared-api/testing$|(^|/)shared-api/src/testing(/|$)',
  message: 'shared-api/testing 只用于测试文件。',
};

/** shared-ui draws; it takes contract constants and route types, never the API client. */
const sharedUiFromSharedApi = {
  name: 'shared-api',
  allowImportNames: [
    'BADGE_LEVELS',
    'COMPONENT_ROUTER_FUTURE',
    'MEMBER_LEVELS',
    'patternMessages',
    'patterns',
    'RemoteAppProps',
    'RemoteName',
    'ROUTES',
  ],
  message:
    'shared-ui 不引用 API 客户端（api、hooks、store、session）：需要的由调用方传入；契约常量可加入此白名单。',
};
// Not 'shared-api/contract' either: it carries the zod schemas and would put a second copy of
// the contract beside the Module Federation singleton. The harness is checked on its own.
const sharedApiInternals = {
  regex: '^shared-api/(?!testing$)|(^|/)shared-api/src/',
  message: 'shared-ui 只从 shared-api 入口引用（单例）；契约常量加入上面的白名单。',
};

/** Domain code does not reach into routes: a route uses the domain, never the other way. */
const serverRoutes = {
  regex: '(^|/)routes(/|$)',
  message: '领域代码不引用 routes/：把共用的部分移到中立模块（如 src/http/）。',
};

const restrictImports = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

const boundaries = [
  ...REMOTES.flatMap((remote) => [
    {
      files: [`${remote}/**/*.{ts,tsx}`],
      rules: restrictImports({ patterns: [otherRemotesAndShell(remote), testHarness] }),
    },
    {
      files: TEST_FILES.map((glob) => `${remote}/${glob}`),
      rules: restrictImports({ patterns: [otherRemotesAndShell(remote)] }),
    },
  ]),
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrictImports({
      paths: [sharedUiFromSharedApi],
      patterns: [sharedApiInternals, testHarness],
    }),
  },
  {
    files: TEST_FILES.map((glob) => `shared-ui/${glob}`),
    rules: restrictImports({ paths: [sharedUiFromSharedApi], patterns: [sharedApiInternals] }),
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared-api/src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'shared-api/src/testing/**'],
    rules: restrictImports({ patterns: [testHarness] }),
  },
  {
    files: ['server/src/**/*.ts'],
    // app.ts is the composition root: it registers the routes, so it is the one place allowed.
    ignores: ['server/src/routes/**', 'server/src/app.ts'],
    rules: restrictImports({ patterns: [serverRoutes] }),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.*/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Named exports only, except lazy-loaded entry points (CONVENTIONS.md).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: '请使用具名导出（named export）。' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.config.{ts,mjs,cjs}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...boundaries,
  prettier,
);
