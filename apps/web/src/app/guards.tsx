import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, paths } from '../shared/paths';
import { type Role, hasRole, signedOutHere, useSession } from '../shared/session';

const waiting = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** Where a guard sends a visitor without a session: back here after sign-in, unless they logged out here. */
function toLogin(location: { pathname: string; search: string }) {
  const to = signedOutHere(location.pathname) ? paths.login : loginPath(location.pathname + location.search);
  return <Navigate to={to} replace />;
}

/** Signed-out visitors go to /login?return={this page} (spec §2). */
export function RequireSignIn() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return waiting;
  if (!session) return toLogin(location);
  return <Outlet />;
}

/** Signed in without the role (or without any of `role`'s): /401. Waits while the session loads. */
export function RequireRole({ role }: { role: Role | readonly Role[] }) {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return waiting;
  if (!session) return toLogin(location);
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (!roles.some((r) => hasRole(session.user, r))) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
