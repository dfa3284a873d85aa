// The live stock connection (docs/product.md#live-stock-updates), a chunk of its own that
// live-stock.tsx loads after the storefront's first render, so the socket client and the contract's
// zod schemas stay off the first download. It opens the live socket with the customer token of the
// access gate, and applies each stock change to the cart and to the catalogue's cached products;
// when the shopper's cart changed, it says so. A `configuration_update` (System Config changed)
// refetches GET /payments/config, so the order summary's rates and the store status follow without
// a reload.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ToastInput } from '../../components/ui/use-toast';
import type { CartItem } from '../../features/cart/cart-item';
import { stockChanged } from '../../features/cart/cart-slice';
import { stockUpdateReceived } from '../../features/catalog/stock-updates';
import { api } from '../../lib/api';
import { openLiveSocket, type LiveSocket } from '../../lib/realtime/live-socket';
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

/** What to tell the shopper when a stock change altered their cart line, if it did. */
export function cartChangeNotice(line: CartItem | undefined, stock: number): ToastInput | null {
  if (!line) return null;
  if (stock <= 0)
    return { title: `${line.name} sold out and was removed from your cart`, tone: 'info' };
  if (line.quantity > stock)
    return { title: `${line.name}: only ${stock} left — your cart now has ${stock}`, tone: 'info' };
  return null;
}

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
      onMessage: (message) => {
        if (message.type === 'configuration_update') {
          dispatch(api.util.invalidateTags(['PaymentsConfig']));
          return;
        }
        if (message.type !== 'stock_update' && message.type !== 'inventory_update') return;
        const update = message.data;
        const line = getState().cart.items.find((item) => item.id === update.product_id);
        dispatch(stockChanged(update));
        dispatch(stockUpdateReceived(update));
        const notice = cartChangeNotice(line, update.stock);
        if (notice) notify(notice);
      },
    });
}
