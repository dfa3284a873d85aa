// The start-up token check (docs/product.md#admin-back-office): a stored admin token is confirmed
// with GET /auth/me before anything admin renders; a failure clears the session ('Token validation
// failed').
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getApiErrorMessage } from '../../lib/api';
import { clearAdminCredentials, saveAdminUser } from '../../lib/session-credentials';
import { useCurrentAdminQuery } from './admin-auth-api';
import {
  adminSessionInvalidated,
  adminSessionVerified,
  selectAdminSession,
  TOKEN_VALIDATION_FAILED,
} from './admin-session-slice';

/** Runs the check when needed; `checking` is true until the stored token is settled. */
export function useAdminSessionCheck(): { checking: boolean } {
  const { token, verified } = useAppSelector(selectAdminSession);
  const dispatch = useAppDispatch();
  const needsCheck = token !== null && !verified;
  const { data, error, isError } = useCurrentAdminQuery(undefined, {
    skip: !needsCheck,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (!needsCheck) return;
    if (data) {
      saveAdminUser(data);
      dispatch(adminSessionVerified(data));
    } else if (isError) {
      clearAdminCredentials();
      dispatch(adminSessionInvalidated(getApiErrorMessage(error, TOKEN_VALIDATION_FAILED)));
    }
  }, [needsCheck, data, error, isError, dispatch]);

  return { checking: needsCheck };
}
