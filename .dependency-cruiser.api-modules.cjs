// No two-way dependency between the API's modules (the top-level folders of apps/api/src/modules):
// if one module imports another, directly or through others, the other never imports it back.
// Type-only imports count (they couple the modules all the same); tests do not (a test may drive
// several modules), so they are left out of this graph. Checked by `npm run lint:boundaries`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-modules-depend-one-way',
      comment:
        'Two API modules import each other (possibly through a third): move the shared piece down into one of them or into apps/api/src/lib, or pass it in from app.ts.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+' },
      to: { path: '^apps/api/src/modules/[^/]+', circular: true },
    },
  ],
  options: {
    metrics: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['(^|/)node_modules/', '\\.test\\.ts$', '\\.test-fixtures\\.ts$', '^apps/api/src/test/'],
    },
    // Modules only: lib/, plugins/ and db/ are the layers every module builds on.
    includeOnly: '^apps/api/src/modules/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.d.ts'] },
  },
};
