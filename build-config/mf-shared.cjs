// The one shared-dependency table of Module Federation, imported by every webpack config.
// Each entry is a singleton: the shell provides it (eager: false, loaded before first render
// through the async boundary) and remotes reuse the shell's copy instead of bundling theirs.
const root = require('../package.json');
const path = require('path');
const fs = require('fs');

/** A package's version; found from its entry point, since some packages do not export package.json. */
const pkgVersion = (name) => {
  let dir = path.dirname(require.resolve(name, { paths: [__dirname] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readJson(dir).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
  return readJson(dir).version;
};
const readJson = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  '@remix-run/router',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'shared-api',
  'shared-ui',
  // the shell's payment dialog, the payment pages and the mini-program page all draw QR codes
  'qrcode.react',
];

/** @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
function sharedTable() {
  const table = {};
  for (const name of SINGLETONS) {
    const version = pkgVersion(name);
    table[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
    };
  }
  // Sub-paths that are separate modules must be shared too, or a remote would bundle them.
  table['react-dom/client'] = { ...table['react-dom'] };
  table['react/jsx-runtime'] = { ...table.react };
  table['@reduxjs/toolkit/query/react'] = { ...table['@reduxjs/toolkit'] };
  table['@reduxjs/toolkit/query'] = { ...table['@reduxjs/toolkit'] };
  return table;
}

module.exports = { sharedTable, SINGLETONS, rootName: root.name };
