import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from 'shared-api';
import { remoteEntryOf, reregisterRemote } from './remote-list';

/**
 * Loads one exposed module of a remote, e.g. loadExposed('mfe-search', 'App'). Rejects with a
 * readable error when the remote is not configured or cannot be reached.
 */
export async function loadExposed<T>(
  remote: RemoteName,
  expose: string,
  retry = false,
): Promise<T> {
  if (!remoteEntryOf(remote)) throw new Error(`${remote} 未配置`);
  if (retry) reregisterRemote(remote);
  const module = await loadRemote<T>(`${federationName(remote)}/${expose}`);
  if (!module) throw new Error(`${remote}/${expose} 加载失败`);
  return module;
}
