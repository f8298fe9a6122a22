// Emits bundle-stats.json: for each emitted JS file, the npm packages whose code it carries.
// The bundle benchmark and the e2e journeys use it to prove no shared library is bundled twice.
const path = require('path');

const PLUGIN = 'BundleStatsPlugin';
const ROOT = path.resolve(__dirname, '..');
// Workspace packages resolve outside node_modules (npm links them); name them too.
const WORKSPACE_PACKAGES = ['shared-api', 'shared-ui'];

function packageOf(resource) {
  const at = resource.lastIndexOf('node_modules/');
  if (at < 0) {
    const first = path.relative(ROOT, resource).split(path.sep)[0];
    return WORKSPACE_PACKAGES.includes(first) ? first : null;
  }
  const parts = resource.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function resourcesOf(module) {
  // Concatenated modules (scope hoisting) hold several original modules.
  if (module.modules) return module.modules.flatMap(resourcesOf);
  return module.resource ? [module.resource] : [];
}

class BundleStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const resource of resourcesOf(module)) {
                const name = packageOf(resource);
                if (name) packages.add(name);
              }
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) files[file] = [...packages].sort();
            }
          }
          const json = JSON.stringify({ files }, null, 2);
          compilation.emitAsset('bundle-stats.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { BundleStatsPlugin };
