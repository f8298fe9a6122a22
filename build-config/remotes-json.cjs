// The default remotes.json: each remote's mf-manifest.json on its own local origin. Operations
// replace this file (or point the server's REMOTES_JSON at another) to load remotes from a CDN.
const { REMOTES, remotePort } = require('./ports.cjs');

function defaultRemoteList(host = 'localhost') {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `http://${host}:${remotePort(name)}/mf-manifest.json`]),
  );
}

/** Emits remotes.json beside the shell's index.html. */
class RemotesJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemotesJsonPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const json = JSON.stringify(defaultRemoteList(), null, 2) + '\n';
          compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { defaultRemoteList, RemotesJsonPlugin };
