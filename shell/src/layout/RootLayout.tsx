import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { loginRedirectFor, visitorMayOpen } from '../routes/guard';
import { useRouteMeta } from '../routes/use-route-meta';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideToolbar } from './SideToolbar';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main {
    flex: 1;
  }
`;

/** Header, side toolbar and footer around every route, behind the navigation guard. */
export function RootLayout() {
  const location = useLocation();
  const session = useSession();
  useRouteMeta();
  if (!session.loggedIn && !visitorMayOpen(location.pathname)) {
    const fullPath = location.pathname + location.search + location.hash;
    return <Navigate to={loginRedirectFor(fullPath)} replace />;
  }
  return (
    <Page>
      <Header />
      <main>
        <Outlet />
      </main>
      <SideToolbar loggedIn={session.loggedIn} />
      <Footer />
    </Page>
  );
}
