const { createWebpackConfig } = require('../build-config/webpack-app.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe-news',
  kind: 'remote',
  title: 'mfe-news',
  // Exposes are this remote's public API; see README.md.
  exposes: {
    './App': './src/App.tsx',
  },
});
