// Keeps the admin shell's idea of the role current (docs/product.md#staff-roles): a role change
// takes effect on the server at once, so when the server refuses a call as forbidden the shell
// reads GET /auth/me again and the sidebar, buttons and screen gates follow the new permissions.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { saveAdminUser } from '../../lib/session-credentials';
import { useLazyCurrentAdminQuery } from './admin-auth-api';
import { adminSessionVerified } from './admin-session-slice';

export function useAdminPermissionRefresh(): void {
  const refusals = useAppSelector((state) => state.admin.refusals);
  const dispatch = useAppDispatch();
  const [readCurrentAdmin] = useLazyCurrentAdminQuery();

  useEffect(() => {
    if (refusals === 0) return;
    readCurrentAdmin()
      .unwrap()
      .then(
        (user) => {
          saveAdminUser(user);
          dispatch(adminSessionVerified(user));
        },
        () => {
          // A 401 ends the session through the API client; anything else keeps what we know.
        },
      );
  }, [refusals, readCurrentAdmin, dispatch]);
}
