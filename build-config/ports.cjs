// Where each app is served in local runs: the shell (and API) on PORT, each remote on its own
// origin, as a CDN would serve it. Remote ports follow PORT so two stacks can run side by side.
const REMOTES = ['mfe-search', 'mfe-data', 'mfe-monitor', 'mfe-account', 'mfe-news'];

function shellPort() {
  return Number(process.env.PORT || 8080);
}

/** Remote origin port: PORT + 1 … PORT + 5 in the order of REMOTES. */
function remotePort(name) {
  const index = REMOTES.indexOf(name);
  if (index < 0) throw new Error(`unknown remote ${name}`);
  return shellPort() + 1 + index;
}

/** Module Federation container name of a remote: mfe-search → mfe_search. */
function federationName(name) {
  return name.replace(/-/g, '_');
}

module.exports = { REMOTES, shellPort, remotePort, federationName };
