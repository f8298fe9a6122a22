import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin that names the remote in the console when it cannot be loaded. It returns no
 * fallback, so the runtime passes the error on, the remote's slot shows the retry panel and
 * the rest of the shell goes on.
 */
const loggingPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-remote-logging',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`[federation] ${id} failed during ${lifecycle}`, error);
    return undefined;
  },
});

export function installFederationLogging() {
  registerPlugins([loggingPlugin()]);
}
