import { ROUTES } from 'shared-api';

/**
 * Navigation guard of spec 3 §6: a visitor without a stored userToken may open only the news
 * section, or paths of fewer than two segments other than /gonggao; anything else goes to
 * /login?redirect=<full path>.
 *
 * Segments are counted as the router nests routes: a member-centre child such as
 * /monitorManage is a child of the /manage frame, so it counts two (the spec's own journey
 * sends a visitor on /monitorManage to login).
 */
export function routeDepth(pathname: string): number {
  return depthOf(asMatched(pathname));
}

function depthOf(path: string): number {
  const segments = path.split('/').filter(Boolean);
  const inFrame = ROUTES.some((route) => route.inManageFrame && route.path.toLowerCase() === path);
  return inFrame || path === '/manage' ? Math.max(2, segments.length + 1) : segments.length;
}

export function visitorMayOpen(pathname: string): boolean {
  const path = asMatched(pathname);
  if (path === '/news' || path.startsWith('/news/')) return true;
  if (path === '/gonggao' || path.startsWith('/gonggao/')) return false;
  return depthOf(path) < 2;
}

/**
 * The path as React Router matches it: percent-decoded, case-insensitive, trailing slashes
 * ignored. Otherwise '/monitorManage/' or '/MonitorManage' would open the member centre to a
 * visitor while the guard saw a one-segment path.
 */
function asMatched(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape matches no route either; judge the raw text.
  }
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * Where a visitor is sent instead; `fullPath` keeps the query and hash. Slashes stay readable
 * (`/login?redirect=/monitorManage`), everything else that would break the query is encoded.
 */
export function loginRedirectFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath).replace(/%2F/g, '/')}`;
}
