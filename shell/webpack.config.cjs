const { createWebpackConfig } = require('../build-config/webpack-app.cjs');
const { RemotesJsonPlugin } = require('../build-config/remotes-json.cjs');

const base = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  title: '商标云查 - 商标查询、商标监测、商标数据',
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new RemotesJsonPlugin());
  return config;
};
