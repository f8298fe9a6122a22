const { createWebpackConfig } = require('../build-config/webpack-app.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe-account',
  kind: 'remote',
  title: 'mfe-account',
  // Exposes are this remote's public API; see README.md.
  exposes: {
    './App': './src/App.tsx',
  },
});
