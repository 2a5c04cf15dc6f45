// The import boundaries of docs/architecture.md, checked by `npm run lint` (and so by CI).
const NODE_IO = [
  'fs',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'cluster',
  'dgram',
  'dns',
  'tls',
  'worker_threads',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-features-are-independent',
      comment:
        'A web feature never imports another feature; what two features share lives in apps/web/src/components, lib or app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-resources-sit-below-features',
      comment:
        'apps/web/src/resources own each server resource (query keys, parsed fetchers, invalidation): features import them, never the reverse, and a resource renders nothing (no app, feature or component import).',
      severity: 'error',
      from: { path: '^apps/web/src/resources/' },
      to: { path: '^apps/web/src/(features|app|components)/' },
    },
    {
      name: 'web-lib-sits-below-resources',
      comment:
        'apps/web/src/lib is the plumbing the resources use (the HTTP client, hooks): it imports no resource.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/(resources|features)/' },
    },
    {
      name: 'apps-never-import-apps',
      comment: 'The web app, the API and the AI service only meet through HTTP and the shared packages.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'shared-has-no-io',
      comment:
        'packages/shared is pure domain logic that the browser also runs: no Node I/O, no database, no server package.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: {
        pathNot: '^packages/shared/',
        path: [
          '^packages/server/',
          `^(node:)?(${NODE_IO.join('|')})$`,
          'node_modules/(pg|ioredis|@electric-sql|fastify|drizzle-orm)/',
        ],
      },
    },
    {
      name: 'shared-through-its-entries',
      comment:
        '@northstar/shared is imported through the entries its package.json exports (ADR 0023): `node scripts/codemods/shared-entries.mjs` maps an old path to its entry.',
      severity: 'error',
      from: {},
      to: { path: '^@northstar/shared(/|$)', couldNotResolve: true },
    },
    {
      name: 'shared-testing-only-in-tests',
      comment:
        '@northstar/shared/testing (fixtures, fast-check arbitraries) is for tests and test harnesses (e2e, scripts), never product code.',
      severity: 'error',
      from: {
        pathNot: [
          '\\.test\\.(ts|tsx|mjs)$',
          '\\.test-fixtures\\.ts$',
          '/test/',
          '^e2e/',
          '^scripts/',
          '^packages/shared/src/testing/',
        ],
      },
      to: { path: '^packages/shared/src/testing/' },
    },
    {
      name: 'web-never-loads-a-shared-domain-lazily',
      comment:
        'A dynamic import() of a @northstar/shared domain entry (index.ts, campaign/schemas) makes the bundler keep every module of the domain in one chunk, which the static importers of the entry then load too: import() a small local module that re-exports the names needed (ADR 0023).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: {
        path: ['^packages/shared/src/[^/]+/index\\.ts$', '^packages/shared/src/campaign/schemas\\.ts$'],
        dependencyTypes: ['dynamic-import'],
      },
    },
    {
      name: 'browser-never-imports-server-code',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: ['^packages/server/', 'node_modules/(pg|ioredis|@electric-sql|fastify|drizzle-orm)/'] },
    },
    {
      name: 'no-circular',
      comment:
        'Import cycles make module order matter and hide a missing layer (type-only imports do not count).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '^e2e/artifacts/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
