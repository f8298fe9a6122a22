/**
 * The public interface between the shell and a remote's exposed `./App` (ARCHITECTURE.md,
 * Module Federation rules). The shell keeps the one router; for each route a remote owns it
 * renders that remote's App with the matched route, and the remote picks its screen.
 */
export interface RemoteAppProps {
  /** The route pattern the shell matched, e.g. '/search/searchinfo' or '/news/list/:cid'. */
  routePath: string;
  /** The screen's heading from the shell's route table. */
  title: string;
}

/** What a remote's `./App` module exports. */
export interface RemoteAppModule {
  App: (props: RemoteAppProps) => React.ReactNode;
}

/** Names of the remotes, as in remotes.json and the route table. */
export const REMOTE_NAMES = [
  'mfe-search',
  'mfe-data',
  'mfe-monitor',
  'mfe-account',
  'mfe-news',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The Module Federation container name of a remote (mfe-search → mfe_search). */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');
