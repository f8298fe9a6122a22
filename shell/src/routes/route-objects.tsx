import { Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES, NOT_FOUND_TITLE, type PortalRoute } from 'shared-api';
import { RemoteSlot } from '../federation/RemoteSlot';
import { ManageFrame } from '../manage/ManageFrame';
import { SHELL_PAGES } from '../pages/shell-pages';
import { ErrorPage } from '../pages/ErrorPage';
import { RootLayout } from '../layout/RootLayout';

/** What each route's `handle` carries for the page title and SEO keywords. */
export interface RouteMeta {
  title: string;
  keywords: string;
}

function elementFor(route: PortalRoute) {
  if (route.owner === 'shell') {
    const Page = SHELL_PAGES[route.path];
    if (!Page) throw new Error(`no shell page for ${route.path}`);
    return <Page title={route.title} />;
  }
  return <RemoteSlot remote={route.owner} props={{ routePath: route.path, title: route.title }} />;
}

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteMeta = { title: route.title, keywords: route.keywords };
  return { path: route.path, element: elementFor(route), handle };
}

/** The whole route tree: public pages, the /manage frame with its children, and the 404. */
export function portalRouteObjects(): RouteObject[] {
  const publicRoutes = ROUTES.filter((route) => !route.inManageFrame).map(toRouteObject);
  const manageRoutes = ROUTES.filter((route) => route.inManageFrame).map(toRouteObject);
  return [
    {
      element: <RootLayout />,
      children: [
        ...publicRoutes,
        { path: '/manage', element: <Navigate to="/personalInfo" replace /> },
        { element: <ManageFrame />, children: manageRoutes },
        {
          path: '*',
          element: <ErrorPage status={404} />,
          handle: { title: NOT_FOUND_TITLE, keywords: NOT_FOUND_TITLE } satisfies RouteMeta,
        },
      ],
    },
  ];
}
