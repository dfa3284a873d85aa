// The start-up token check (docs/product.md#admin-back-office): a stored admin token is confirmed
// with GET /auth/me before anything admin renders; a failure clears the session ('Token validation
// failed'). Opening an admin page with no stored token at all says 'No token found' (shown on the
// login screen).
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getApiErrorMessage } from '../../lib/api';
import { clearAdminCredentials, saveAdminUser } from '../../lib/session-credentials';
import { useCurrentAdminQuery } from './admin-auth-api';
import {
  adminSessionInvalidated,
  adminSessionVerified,
  NO_TOKEN_FOUND,
  selectAdminSession,
  TOKEN_VALIDATION_FAILED,
} from './admin-session-slice';

/**
 * Runs the check when needed; `checking` is true until the stored token is settled. The admin
 * shell's guard passes `reportMissingToken`: the login page itself is a fine place to start from.
 */
export function useAdminSessionCheck({ reportMissingToken = false } = {}): { checking: boolean } {
  const { token, verified, error: sessionError } = useAppSelector(selectAdminSession);
  const dispatch = useAppDispatch();
  const needsCheck = token !== null && !verified;
  const { data, error, isError } = useCurrentAdminQuery(undefined, {
    skip: !needsCheck,
    refetchOnMountOrArgChange: true,
  });

  // Only a page opened without a token: logging out also leaves none, and says nothing.
  const startedWithoutToken = useRef(token === null);
  useEffect(() => {
    if (!reportMissingToken || !startedWithoutToken.current) return;
    if (token === null && sessionError === null) {
      dispatch(adminSessionInvalidated(NO_TOKEN_FOUND));
    }
  }, [reportMissingToken, token, sessionError, dispatch]);

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
