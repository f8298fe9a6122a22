const { createWebpackConfig } = require('../build-config/webpack-app.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe-data',
  kind: 'remote',
  title: 'mfe-data',
  // Exposes are this remote's public API; see README.md.
  exposes: {
    './App': './src/App.tsx',
    './DatabaseOverview': './src/widgets/DatabaseOverview.tsx',
  },
});
