import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName } from 'shared-api';

/**
 * Reads remotes.json (served beside the shell; operations point it at a CDN) and registers
 * every well-formed entry with the Module Federation runtime. A bad entry is logged and
 * skipped: its routes show the retry panel, the rest of the portal works.
 */
export type RemoteList = Partial<Record<RemoteName, string>>;

let registered: RemoteList = {};

export function parseRemoteList(raw: unknown): RemoteList {
  const list: RemoteList = {};
  if (!raw || typeof raw !== 'object') {
    console.error('[federation] remotes.json is not an object; no remote will load');
    return list;
  }
  for (const [name, entry] of Object.entries(raw as Record<string, unknown>)) {
    const known = (REMOTE_NAMES as readonly string[]).includes(name);
    if (!known || typeof entry !== 'string' || !/^(https?:)?\/\/|^\//.test(entry)) {
      console.error(`[federation] skipping remote ${name}: bad entry ${String(entry)}`);
      continue;
    }
    list[name as RemoteName] = entry;
  }
  return list;
}

export async function loadRemoteList(url = '/remotes.json'): Promise<RemoteList> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    registered = parseRemoteList(await response.json());
  } catch (error) {
    console.error('[federation] could not read remotes.json', error);
    registered = {};
  }
  registerAll(false);
  return registered;
}

function registerAll(force: boolean) {
  const remotes = Object.entries(registered).map(([name, entry]) => ({
    name: federationName(name as RemoteName),
    entry: entry as string,
  }));
  registerRemotes(remotes, { force });
}

/** Registers one remote again so its next load fetches the manifest afresh (after a failure). */
export function reregisterRemote(remote: RemoteName) {
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: federationName(remote), entry }], { force: true });
}

export function remoteEntryOf(remote: RemoteName): string | undefined {
  return registered[remote];
}
