// Keeps the storefront's stock live (docs/product.md#live-stock-updates) while the shopper has a
// customer token and has passed the age step (the server refuses the socket to a token without the
// verified age): the socket code is its own chunk, loaded after the first render
// (live-stock-connection.ts). The socket closes when this unmounts, and when the token changes or
// is cleared with the code; a renewed token (renewed ahead of expiry, or after the server refused
// the old one) reopens it.
import { useEffect } from 'react';
import { useToast } from '../../components/ui/use-toast';
import { selectAgeGateView } from '../../features/access-gate/age-step-slice';
import { useCustomerTokenRenewal } from '../../features/access-gate/use-customer-token-renewal';
import type { LiveSocket } from '../../lib/realtime/live-socket';
import { useAppDispatch, useAppSelector } from '../hooks';

export function LiveStock() {
  const token = useAppSelector((state) =>
    selectAgeGateView(state) === 'shop' ? state.accessCode.token : null,
  );
  const url = useAppSelector((state) => state.config.websocketUrl);
  const dispatch = useAppDispatch();
  const toast = useToast();
  useCustomerTokenRenewal();

  useEffect(() => {
    if (!token) return;
    let socket: LiveSocket | undefined;
    let stopped = false;
    import('./live-stock-connection').then(
      ({ connectLiveStock }) => {
        if (!stopped) socket = dispatch(connectLiveStock({ url, notify: toast }));
      },
      (error: unknown) => {
        // The shop works without live stock: the next page load tries again.
        console.warn('Live stock updates are unavailable', error);
      },
    );
    return () => {
      stopped = true;
      socket?.close();
    };
  }, [token, url, dispatch, toast]);

  return null;
}
