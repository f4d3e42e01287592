// The route table (shared/src/domain/site-routes.ts) for the builds, which node runs as CommonJS: tsx
// compiles the TypeScript module as it is required, so the table stays one file that every reader imports.
const { require: requireTypeScript } = require('tsx/cjs/api');

module.exports = requireTypeScript('../src/domain/site-routes.ts', __filename);
