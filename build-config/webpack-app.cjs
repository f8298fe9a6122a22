// Builds the webpack config of one app (the shell host or a remote) so every app is built the
// same way: swc for TypeScript, content-hashed chunks, publicPath 'auto', one shared table.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedTable } = require('./mf-shared.cjs');
const { BundleStatsPlugin } = require('./bundle-stats-plugin.cjs');
const { federationName, shellPort, remotePort } = require('./ports.cjs');

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * The Module Federation runtime packages ship CommonJS and ES module builds; the bundler's
 * runtime reaches them through both `require` and `import`, which put both builds into the
 * shell's main chunk. Pointing each at its ES module build keeps one copy.
 */
const MF_RUNTIME_PACKAGES = [
  'runtime-core',
  'sdk',
  'runtime',
  'webpack-bundler-runtime',
  'runtime-tools',
  'error-codes',
];

function mfRuntimeAliases() {
  const aliases = {};
  for (const name of MF_RUNTIME_PACKAGES) {
    const dir = path.join(__dirname, '../node_modules/@module-federation', name);
    const entry = require(path.join(dir, 'package.json')).exports['.'].import;
    const file = typeof entry === 'string' ? entry : entry.default;
    aliases[`@module-federation/${name}$`] = path.join(dir, file);
  }
  return aliases;
}

/**
 * In production a remote consumes the shared singletons from the shell only (`import: false`),
 * so its build carries no copy of React & co. In development it keeps fallbacks so it can run
 * alone on its own dev server.
 */
function sharedFor(kind, mode) {
  const table = sharedTable();
  if (kind === 'host' || mode === 'development') return table;
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, { ...v, import: false }]));
}

/**
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string,string>,
 *   title: string }} app
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const isRemote = app.kind === 'remote';
    const port = isRemote ? remotePort(app.name) : shellPort();
    const apiOrigin = process.env.API_ORIGIN || `http://localhost:${process.env.API_PORT || 8080}`;
    return {
      mode,
      entry: './src/index.ts',
      context: app.dir,
      devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(app.dir, process.env.DIST_DIR || 'dist'),
        publicPath: 'auto',
        filename: mode === 'development' ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: mode === 'development' ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: federationName(app.name),
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: mfRuntimeAliases() },
      module: {
        rules: [swcRule, { test: /\.(png|jpe?g|svg|gif|webp)$/, type: 'asset' }],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          // Shown in a remote's slot footer so operations can see which build is live.
          __RELEASE__: JSON.stringify(
            process.env.RELEASE || require(`${app.dir}/package.json`).version,
          ),
          __APP_NAME__: JSON.stringify(app.name),
        }),
        new ModuleFederationPlugin({
          name: federationName(app.name),
          filename: 'remoteEntry.js',
          exposes: app.exposes,
          shared: sharedFor(app.kind, mode),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell hands its Module Federation runtime to the remotes, so a production
          // remote entry does not carry a second copy (a remote running alone keeps its own).
          experiments: isRemote
            ? { externalRuntime: mode === 'production' }
            : { provideExternalRuntime: true },
        }),
        new BundleStatsPlugin(),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          // A remote's page is only for running it alone in development.
          chunks: ['main'],
          // History-mode URLs such as /news/list/2.html must still find /main.js; chunks
          // loaded later keep publicPath 'auto'.
          publicPath: '/',
        }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/shebiao'], target: apiOrigin, changeOrigin: true }],
      },
    };
  };
}

module.exports = { createWebpackConfig, swcRule };
