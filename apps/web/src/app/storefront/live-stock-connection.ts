// The live stock connection (docs/product.md#live-stock-updates), a chunk of its own that
// live-stock.tsx loads after the storefront's first render, so the socket client and the contract's
// zod schemas stay off the first download. It opens the live socket with the customer token of the
// access gate, and applies each stock change to the cart (never to what the shopper's own open
// order holds) and to the catalogue's cached products; when the shopper's cart changed, it says so.
// A `configuration_update` (System Config changed) refetches GET /payments/config, so the order
// summary's rates and the store status follow without a reload. When the server refuses the token
// (4401, it has expired), the token is renewed, which reopens the socket (live-stock.tsx); a
// refusal right after a renewal is not renewed again. When it refuses the token for want of a
// verified age (4403: the age policy was raised or the mode changed), the storefront forgets the
// verified age and shows the age step again, as a 403 age_verification_required does. A
// `slot_update` patches the checkout's cached slots, so a pickup or delivery slot another shopper
// fills greys out in the open picker.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ToastInput } from '../../components/ui/use-toast';
import type { CartItem } from '../../features/cart/cart-item';
import { renewCustomerToken } from '../../features/access-gate/customer-token-renewal';
import { stockChanged } from '../../features/cart/cart-slice';
import { stockUpdateReceived } from '../../features/catalog/stock-updates';
import { slotUpdateReceived } from '../../features/checkout/slot-updates';
import { ageVerificationRequired, api } from '../../lib/api';
import { openLiveSocket, type LiveSocket } from '../../lib/realtime/live-socket';
import { forgetVerifiedAge } from '../../lib/session-credentials';
import {
  isMobileDevice,
  reconnectPolicyFor,
  type DeviceSignals,
} from '../../lib/realtime/reconnect-policy';
import type { RootState } from '../store';

// The app's phone breakpoint (Tailwind's md starts at 768 px).
const NARROW_VIEWPORT_QUERY = '(max-width: 767px)';
const COARSE_POINTER_QUERY = '(pointer: coarse)';

function readDeviceSignals(): DeviceSignals {
  return {
    coarsePointer: window.matchMedia(COARSE_POINTER_QUERY).matches,
    narrowViewport: window.matchMedia(NARROW_VIEWPORT_QUERY).matches,
  };
}

/**
 * What to tell the shopper when a stock change altered their cart line, if it did: `after` is the
 * line once the change was applied (gone when sold out). Units the shopper's own open order holds
 * are never taken away, so the announcement of their own order changes nothing here.
 */
export function cartChangeNotice(
  before: CartItem | undefined,
  after: CartItem | undefined,
): ToastInput | null {
  if (!before) return null;
  if (!after)
    return { title: `${before.name} sold out and was removed from your cart`, tone: 'info' };
  if (after.quantity < before.quantity)
    return {
      title: `${before.name}: only ${String(after.quantity)} left — your cart now has ${String(after.quantity)}`,
      tone: 'info',
    };
  return null;
}

// Whether the last socket was refused with no connection since: then a renewed token was refused
// too, and renewing again would only loop.
let refusedSinceLastConnection = false;

export interface LiveStockOptions {
  url: string;
  notify: (toast: ToastInput) => void;
}

export function connectLiveStock({
  url,
  notify,
}: LiveStockOptions): ThunkAction<LiveSocket, RootState, unknown, UnknownAction> {
  return (dispatch, getState) =>
    openLiveSocket({
      url,
      getToken: () => getState().accessCode.token,
      policy: reconnectPolicyFor(isMobileDevice(readDeviceSignals())),
      onUnauthorized: () => {
        if (refusedSinceLastConnection) return;
        refusedSinceLastConnection = true;
        void dispatch(renewCustomerToken());
      },
      onAgeVerificationRequired: () => {
        forgetVerifiedAge();
        dispatch(ageVerificationRequired());
      },
      onMessage: (message) => {
        if (message.type === 'connection') refusedSinceLastConnection = false;
        if (message.type === 'configuration_update') {
          dispatch(api.util.invalidateTags(['PaymentsConfig']));
          return;
        }
        if (message.type === 'slot_update') {
          dispatch(slotUpdateReceived(message.data));
          return;
        }
        if (message.type !== 'stock_update' && message.type !== 'inventory_update') return;
        const update = message.data;
        const lineOf = () => getState().cart.items.find((item) => item.id === update.product_id);
        const before = lineOf();
        dispatch(stockChanged(update));
        dispatch(stockUpdateReceived(update));
        const notice = cartChangeNotice(before, lineOf());
        if (notice) notify(notice);
      },
    });
}
