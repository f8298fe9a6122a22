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
  const segments = pathname.split('/').filter(Boolean);
  const inFrame = ROUTES.some((route) => route.inManageFrame && route.path === pathname);
  return inFrame || pathname === '/manage' ? Math.max(2, segments.length + 1) : segments.length;
}

export function visitorMayOpen(pathname: string): boolean {
  if (pathname === '/news' || pathname.startsWith('/news/')) return true;
  if (pathname === '/gonggao' || pathname.startsWith('/gonggao/')) return false;
  return routeDepth(pathname) < 2;
}

/**
 * Where a visitor is sent instead; `fullPath` keeps the query and hash. Slashes stay readable
 * (`/login?redirect=/monitorManage`), everything else that would break the query is encoded.
 */
export function loginRedirectFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath).replace(/%2F/g, '/')}`;
}
