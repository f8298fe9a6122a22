import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from 'shared-api';

/**
 * Spec 1 §6: the monitoring entry leads a visitor to login. The shell's guard lets one-segment
 * paths such as /jiance through, so the screen sends the visitor on itself, keeping the full
 * address to come back to (slashes readable, as the shell writes it).
 */
export function VisitorToLogin({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  if (loggedIn) return <>{children}</>;
  const redirect = encodeURIComponent(pathname + search).replace(/%2F/g, '/');
  return <Navigate to={`/login?redirect=${redirect}`} replace />;
}
