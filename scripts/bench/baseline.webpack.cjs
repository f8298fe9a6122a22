// Plain webpack build of bench/baseline-entry.tsx: same loader and mode as the apps, no MF.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcRule } = require('../../build-config/webpack-app.cjs');

module.exports = {
  mode: 'production',
  entry: path.join(__dirname, 'baseline-entry.tsx'),
  output: {
    path: path.join(__dirname, '../../.data/bench-baseline'),
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [swcRule] },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, '../../build-config/index.html'),
      title: 'baseline',
    }),
  ],
  performance: { hints: false },
};
