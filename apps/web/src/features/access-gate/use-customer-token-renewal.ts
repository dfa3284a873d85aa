// Renews the customer token shortly before it expires, and at once when the stored one already
// has (a shopper returning after a day), while the storefront is open.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { renewalDelayMs, renewCustomerToken } from './customer-token-renewal';

export function useCustomerTokenRenewal(): void {
  const token = useAppSelector((state) => state.accessCode.token);
  const expiresAt = useAppSelector((state) => state.accessCode.expiresAt);
  const dispatch = useAppDispatch();

  useEffect(() => {
    const delay = token ? renewalDelayMs(expiresAt) : null;
    if (delay === null) return;
    const timer = window.setTimeout(() => void dispatch(renewCustomerToken()), delay);
    return () => window.clearTimeout(timer);
  }, [token, expiresAt, dispatch]);
}
