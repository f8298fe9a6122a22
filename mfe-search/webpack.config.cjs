const { createWebpackConfig } = require('../build-config/webpack-app.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe-search',
  kind: 'remote',
  title: 'mfe-search',
  // Exposes are this remote's public API; see README.md.
  exposes: {
    './App': './src/App.tsx',
    './HomeSearch': './src/widgets/HomeSearch.tsx',
  },
});
